// The payments list: a table on desktop, cards on phones (the same orders, one layout shown). Each
// order opens its page; the viewer's phone is masked as the server sends it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@ott/contract';
import { formatConsoleTime } from '../lib/format-time.ts';
import { PaymentStateChip, rupees } from './payment-chips.tsx';

function useOrderText() {
  const { t, i18n } = useTranslation('admin');
  return (order: AdminOrderRow) => ({
    when: formatConsoleTime(order.created_at, i18n.language, 'short'),
    item: `${t(`payKind_${order.kind}`, { defaultValue: order.kind })}${order.item ? ` · ${order.item}` : ''}`,
    refunded: order.refunded_paise > 0 ? rupees(order.refunded_paise) : '—',
    open: t('payOpen', { order: order.order_id }),
  });
}

const COLUMNS = ['payColOrder', 'payColWhen', 'payColViewer', 'payColItem', 'payColAmount', 'payColState', 'payColRefunded'] as const;

export function PaymentTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation('admin');
  const text = useOrderText();
  return (
    <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-white/10 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('payResults')}</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-white/60">
          <tr>
            {COLUMNS.map((col) => (
              <th key={col} scope="col" className={`px-4 py-3 font-semibold ${col === 'payColAmount' || col === 'payColRefunded' ? 'text-right' : ''}`}>
                {t(col)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/8 bg-surface">
          {orders.map((order) => {
            const row = text(order);
            return (
              <tr key={order.id} className="hover:bg-white/5">
                <td className="px-4 py-3">
                  <Link to={`/admin/payments/${order.id}`} aria-label={row.open} className="font-mono text-xs underline-offset-2 hover:underline">
                    {order.order_id}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-white/80">
                  <time dateTime={order.created_at}>{row.when}</time>
                </td>
                <td className="whitespace-nowrap px-4 py-3 font-mono tabular-nums">{order.viewer.phone}</td>
                <td className="px-4 py-3">{row.item}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{rupees(order.amount_paise)}</td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <PaymentStateChip state={order.status} />
                    {order.captures > 1 && <span className="text-xs text-gold">{t('payCaptures', { count: order.captures })}</span>}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-white/80">{row.refunded}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentCards({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation('admin');
  const text = useOrderText();
  return (
    <ul className="grid gap-3 md:hidden">
      {orders.map((order) => {
        const card = text(order);
        return (
          <li key={order.id}>
            <Link to={`/admin/payments/${order.id}`} aria-label={card.open} className="block rounded-2xl bg-surface p-4 ring-1 ring-white/10 hover:bg-white/5">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 break-all font-mono text-xs text-white/80">{order.order_id}</span>
                <PaymentStateChip state={order.status} />
              </div>
              <p className="mt-2 text-lg font-semibold tabular-nums">{rupees(order.amount_paise)}</p>
              <p className="text-sm">{card.item}</p>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-white/60">{t('payColViewer')}</dt>
                <dd className="font-mono tabular-nums">{order.viewer.phone}</dd>
                <dt className="text-white/60">{t('payColWhen')}</dt>
                <dd>
                  <time dateTime={order.created_at}>{card.when}</time>
                </dd>
                <dt className="text-white/60">{t('payColRefunded')}</dt>
                <dd className="tabular-nums">{card.refunded}</dd>
              </dl>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
