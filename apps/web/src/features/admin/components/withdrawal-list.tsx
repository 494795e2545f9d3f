// The withdrawals of one state: a table on desktop, cards on phones (the same rows, one layout
// shown). Each row: number, amount, viewer (masked phone), bank (last four), state, dates, notes
// (reject reason, payout failure, retry links) and the actions.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRupees, type AdminWithdrawal } from '@ott/contract';
import { formatConsoleTime } from '../lib/format-time.ts';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalStateChip } from './withdrawal-state-chip.tsx';

function Notes({ w }: { w: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  const notes = [
    w.reject_reason && t('wdRejectReason', { reason: w.reject_reason }),
    w.state === 'FAILED' && w.failure_reason && t('wdFailure', { reason: w.failure_reason }),
    w.retry_of_id !== null && t('wdRetryOf', { id: w.retry_of_id }),
    w.retried_by_id !== null && t('wdRetriedBy', { id: w.retried_by_id }),
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-0.5 text-xs text-white/65">
      {notes.map((note) => (
        <li key={String(note)}>{note}</li>
      ))}
    </ul>
  );
}

/** The viewer (masked phone, name) and the link to their wallet ledger. */
function Viewer({ w }: { w: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span className="block font-mono text-sm tabular-nums">{w.viewer.phone}</span>
      {w.viewer.name && <span className="block text-xs text-white/65">{w.viewer.name}</span>}
      <Link
        to={`/admin/wallets/${w.viewer.id}`}
        aria-label={t('wdLedgerOf', { viewer: w.viewer.phone })}
        className="mt-0.5 inline-block rounded-md text-xs font-semibold text-brand-2 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2"
      >
        {t('wdLedger')}
      </Link>
    </>
  );
}

const Time = ({ iso }: { iso: string }) => {
  const { i18n } = useTranslation('admin');
  return <time dateTime={iso}>{formatConsoleTime(iso, i18n.language, 'short')}</time>;
};

export function WithdrawalTable({ rows }: { rows: AdminWithdrawal[] }) {
  const { t } = useTranslation('admin');
  const columns = ['wdColId', 'wdColAmount', 'wdColViewer', 'wdColBank', 'wdColState', 'wdColRequested', 'wdColActions'] as const;
  return (
    <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-white/10 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('wdList')}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-white/60">
          <tr>
            {columns.map((col) => (
              <th key={col} scope="col" className="px-3 py-3 font-semibold first:pl-4">
                {t(col)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/8 bg-surface">
          {rows.map((w) => (
            <tr key={w.id} className="align-top">
              <td className="py-3 pl-4 pr-3 tabular-nums text-white/70">#{w.id}</td>
              <td className="whitespace-nowrap px-3 py-3 font-semibold tabular-nums">{formatRupees(w.amount)}</td>
              <td className="px-3 py-3">
                <Viewer w={w} />
              </td>
              <td className="whitespace-nowrap px-3 py-3">{t('wdBank', { bank: w.bank.bank_name, last4: w.bank.last4 })}</td>
              <td className="px-3 py-3">
                <WithdrawalStateChip state={w.state} />
                <Notes w={w} />
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-white/80">
                <Time iso={w.created_at} />
                {w.updated_at !== w.created_at && (
                  <span className="block text-xs text-white/55">
                    {t('wdColUpdated')}: <Time iso={w.updated_at} />
                  </span>
                )}
              </td>
              <td className="py-3 pl-3 pr-4">
                <div className="min-w-[11.5rem]">
                  <WithdrawalActions withdrawal={w} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WithdrawalCards({ rows }: { rows: AdminWithdrawal[] }) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('wdList')} className="grid gap-3 md:hidden">
      {rows.map((w) => (
        <li key={w.id} className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-lg font-semibold tabular-nums">{formatRupees(w.amount)}</h2>
            <WithdrawalStateChip state={w.state} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-white/60">{t('wdColId')}</dt>
            <dd className="tabular-nums">#{w.id}</dd>
            <dt className="text-white/60">{t('wdColViewer')}</dt>
            <dd>
              <Viewer w={w} />
            </dd>
            <dt className="text-white/60">{t('wdColBank')}</dt>
            <dd>{t('wdBank', { bank: w.bank.bank_name, last4: w.bank.last4 })}</dd>
            <dt className="text-white/60">{t('wdColRequested')}</dt>
            <dd>
              <Time iso={w.created_at} />
            </dd>
          </dl>
          <Notes w={w} />
          <div className="mt-3">
            <WithdrawalActions withdrawal={w} />
          </div>
        </li>
      ))}
    </ul>
  );
}
