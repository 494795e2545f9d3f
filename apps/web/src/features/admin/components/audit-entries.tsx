// The audit entries: a table on desktop, cards on phones (the same entries, one layout shown).
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@ott/contract';
import { actionKey, targetKey } from '../lib/audit-labels.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { AuditChange } from './audit-change.tsx';

function useEntryText() {
  const { t, i18n } = useTranslation('admin');
  return (entry: AuditEntry) => ({
    when: formatConsoleTime(entry.at, i18n.language),
    who: entry.actor_phone,
    action: t(actionKey(entry.action)),
    target: `${t(targetKey(entry.target_type))} #${entry.target_id}`,
  });
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const text = useEntryText();
  return (
    <div className="hidden overflow-hidden rounded-2xl ring-1 ring-white/10 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('auditTitle')}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-white/60">
          <tr>
            {(['colWhen', 'colWho', 'colAction', 'colTarget', 'colChange'] as const).map((col) => (
              <th key={col} scope="col" className="px-4 py-3 font-semibold">
                {t(col)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/8 bg-surface">
          {entries.map((entry) => {
            const row = text(entry);
            return (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 text-white/80">
                  <time dateTime={entry.at}>{row.when}</time>
                </td>
                <td className="whitespace-nowrap px-4 py-3">{row.who}</td>
                <td className="px-4 py-3 font-medium">{row.action}</td>
                <td className="px-4 py-3 text-white/80">{row.target}</td>
                <td className="w-[38%] px-4 py-3">
                  <AuditChange entry={entry} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const text = useEntryText();
  return (
    <ul className="grid gap-3 md:hidden">
      {entries.map((entry) => {
        const card = text(entry);
        return (
          <li key={entry.id} className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
            <h2 className="font-semibold">{card.action}</h2>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-white/60">{t('colWhen')}</dt>
              <dd>
                <time dateTime={entry.at}>{card.when}</time>
              </dd>
              <dt className="text-white/60">{t('colWho')}</dt>
              <dd>{card.who}</dd>
              <dt className="text-white/60">{t('colTarget')}</dt>
              <dd>{card.target}</dd>
            </dl>
            <div className="mt-3">
              <AuditChange entry={entry} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
