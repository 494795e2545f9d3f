// The codes as rows: the code, plan, uses, end date and status, with its batch, redemptions and the
// disable or enable action. A table-like grid on wide screens, stacked cards on phones.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCode } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { formatValidUntil } from '../lib/code-dates.ts';
import { CodeCopyButton } from './code-copy-button.tsx';
import { CodeStatusChip } from './code-status-chip.tsx';
import type { CodeSwitchTarget } from './code-switch-dialog.tsx';

export function CodeList({
  codes,
  label,
  onSwitch,
  onRedemptions,
  showBatch = true,
  copyable = false,
}: {
  codes: AdminCode[];
  label: string;
  onSwitch(target: CodeSwitchTarget): void;
  onRedemptions(code: AdminCode): void;
  showBatch?: boolean;
  /** A copy button on each row (the batch page, where new codes are handed out). */
  copyable?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul
      aria-label={label}
      className="divide-y divide-white/10 overflow-hidden rounded-2xl bg-surface ring-1 ring-white/10"
    >
      {codes.map((code) => (
        <li
          key={code.id}
          className="grid gap-2 px-4 py-3 md:grid-cols-[minmax(12rem,1.4fr)_1fr_8rem_8rem_auto] md:items-center md:gap-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span
              className="break-all font-mono text-sm font-semibold tracking-wide"
              data-testid="code-value"
            >
              {code.code}
            </span>
            <CodeStatusChip status={code.status} />
          </div>
          <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-white/80 md:contents">
            <div>
              {code.plan_name}
              {showBatch && code.batch_id !== null && (
                <>
                  {' · '}
                  <Link
                    to={`/admin/codes/batches/${code.batch_id}`}
                    className="underline decoration-white/30 hover:decoration-white"
                  >
                    {t('codeBatchLink', { id: code.batch_id })}
                  </Link>
                </>
              )}
            </div>
            <span className="tabular-nums">
              {t('codeUses', { used: code.used, uses: code.uses })}
            </span>
            <span>
              {code.valid_until
                ? t('codeValidUntil', { date: formatValidUntil(code.valid_until, i18n.language) })
                : t('codeNoExpiry')}
            </span>
          </div>
          <div className="flex flex-wrap gap-2 md:justify-end">
            {copyable && (
              <CodeCopyButton
                text={code.code}
                label={t('codeCopy')}
                ariaLabel={t('codeCopyLabel', { code: code.code })}
              />
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRedemptions(code)}
              aria-label={t('codeRedemptionsLabel', { code: code.code })}
            >
              {t('codeRedemptions')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="ring-1 ring-white/15"
              onClick={() =>
                onSwitch({ kind: 'code', id: code.id, name: code.code, active: !code.is_active })
              }
              aria-label={t(code.is_active ? 'codeDisableLabel' : 'codeEnableLabel', {
                code: code.code,
              })}
            >
              {t(code.is_active ? 'codeDisable' : 'codeEnable')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
