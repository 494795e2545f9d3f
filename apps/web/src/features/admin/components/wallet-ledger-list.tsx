// A viewer's ledger lines with the balance after each: a table on desktop, cards on phones.
import { useTranslation } from 'react-i18next';
import { formatRupees, paiseToRupees, type ViewerLedgerEntry } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { formatConsoleTime } from '../lib/format-time.ts';

const KNOWN_TYPES = ['REFERRAL_BONUS', 'WITHDRAWAL', 'REFUND', 'BONUS_REVERSAL'];
const KNOWN_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'];

function useLine() {
  const { t, i18n } = useTranslation('admin');
  return (row: ViewerLedgerEntry) => ({
    when: formatConsoleTime(row.created_at, i18n.language, 'short'),
    type: KNOWN_TYPES.includes(row.type) ? t(`ledgerType_${row.type as 'REFUND'}`) : row.type,
    status: KNOWN_STATUSES.includes(row.status) ? t(`ledgerStatus_${row.status as 'FAILED'}`) : row.status,
    change: `${row.change_paise > 0 ? '+' : row.change_paise < 0 ? '−' : ''}${formatRupees(paiseToRupees(Math.abs(row.change_paise)))}`,
    balance: `${row.balance_paise < 0 ? '−' : ''}${formatRupees(paiseToRupees(Math.abs(row.balance_paise)))}`,
  });
}

const changeTone = (paise: number) => (paise > 0 ? 'text-emerald-300' : paise < 0 ? 'text-red-300' : 'text-white/60');

export function LedgerTable({ rows }: { rows: ViewerLedgerEntry[] }) {
  const { t } = useTranslation('admin');
  const line = useLine();
  const columns = ['ledgerColWhen', 'ledgerColLine', 'ledgerColStatus', 'ledgerColChange', 'ledgerColBalance'] as const;
  return (
    <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-white/10 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('ledgerTitle')}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-white/60">
          <tr>
            {columns.map((col, i) => (
              <th key={col} scope="col" className={cn('px-4 py-3 font-semibold', i >= 3 && 'text-right')}>
                {t(col)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/8 bg-surface">
          {rows.map((row) => {
            const l = line(row);
            return (
              <tr key={row.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 text-white/80">
                  <time dateTime={row.created_at}>{l.when}</time>
                </td>
                <td className="px-4 py-3">
                  <span className="block font-medium">{l.type}</span>
                  <span className="block text-xs text-white/65">{row.description}</span>
                </td>
                <td className="px-4 py-3">{l.status}</td>
                <td className={cn('whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums', changeTone(row.change_paise))}>{l.change}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{l.balance}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function LedgerCards({ rows }: { rows: ViewerLedgerEntry[] }) {
  const { t } = useTranslation('admin');
  const line = useLine();
  return (
    <ul aria-label={t('ledgerTitle')} className="grid gap-3 md:hidden">
      {rows.map((row) => {
        const l = line(row);
        return (
          <li key={row.id} className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold">{l.type}</h2>
              <span className={cn('font-semibold tabular-nums', changeTone(row.change_paise))}>{l.change}</span>
            </div>
            <p className="mt-1 text-xs text-white/65">{row.description}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-white/60">{t('ledgerColWhen')}</dt>
              <dd>
                <time dateTime={row.created_at}>{l.when}</time>
              </dd>
              <dt className="text-white/60">{t('ledgerColStatus')}</dt>
              <dd>{l.status}</dd>
              <dt className="text-white/60">{t('ledgerColBalance')}</dt>
              <dd className="tabular-nums">{l.balance}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
