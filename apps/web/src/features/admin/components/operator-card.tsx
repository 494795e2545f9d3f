// One operator: who they are and each role with where it came from; a role granted in the console
// can be removed (never the viewer's own admin role: the server refuses that).
import { useTranslation } from 'react-i18next';
import type { Operator } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { formatConsoleTime } from '../lib/format-time.ts';
import { RoleChip } from './role-chip.tsx';
import type { RevokeTarget } from './revoke-role-dialog.tsx';

type Grant = Operator['roles'][number];

function useProvenance() {
  const { t, i18n } = useTranslation('admin');
  return (grant: Grant): string => {
    if (grant.source === 'settings') return t('sourceSettings');
    if (grant.source === 'account') return t('sourceAccount');
    const date = grant.granted_at ? formatConsoleTime(grant.granted_at, i18n.language) : '';
    return grant.granted_by ? t('grantedBy', { phone: grant.granted_by.phone, date }) : t('grantedAt', { date });
  };
}

export function OperatorCard({ operator, isSelf, onRevoke }: { operator: Operator; isSelf: boolean; onRevoke(target: RevokeTarget): void }) {
  const { t } = useTranslation('admin');
  const provenance = useProvenance();
  const name = [operator.first_name, operator.last_name].filter(Boolean).join(' ');
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5">
      <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 font-semibold">
        <span>{operator.phone}</span>
        {name && <span className="text-sm font-normal text-white/70">{name}</span>}
        {isSelf && <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-medium text-white/80">{t('you')}</span>}
      </h3>
      <ul className="mt-3 divide-y divide-white/8">
        {operator.roles.map((grant) => {
          const removable = grant.source === 'granted' && !(isSelf && grant.role === 'admin');
          return (
            <li key={`${grant.role}-${grant.source}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
              <RoleChip role={grant.role} />
              <span className="min-w-0 flex-1 text-xs text-white/60">{provenance(grant)}</span>
              {removable && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('revokeRoleLabel', { role: t(`role_${grant.role}`), phone: operator.phone })}
                  onClick={() => onRevoke({ userId: operator.id, phone: operator.phone, role: grant.role })}
                >
                  {t('revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
