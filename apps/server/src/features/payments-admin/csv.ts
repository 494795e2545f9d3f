// The payments export's columns (issue 17.2): one line per order, amounts in rupees with two
// decimals computed from paise as text, cells made safe by lib/csv.ts (quoting, no formulas).
import { paiseToRupeesFixed, type AdminOrderRow } from '@ott/contract';
import { csvLine } from '../../lib/csv.ts';

export { csvLine };

export const PAYMENTS_CSV_HEADER = [
  'id',
  'order_id',
  'created_at',
  'paid_at',
  'status',
  'kind',
  'item',
  'gateway',
  'payment_id',
  'amount_rupees',
  'refunded_rupees',
  'captures',
  'viewer_id',
  'viewer_phone',
] as const;

/** Amounts in rupees with two decimals, computed from paise as text (never through a float). */
export const paymentsCsvRow = (row: AdminOrderRow) =>
  csvLine([
    row.id,
    row.order_id,
    row.created_at,
    row.paid_at,
    row.status,
    row.kind,
    row.item,
    row.gateway,
    row.payment_id,
    paiseToRupeesFixed(row.amount_paise),
    paiseToRupeesFixed(row.refunded_paise),
    row.captures,
    row.viewer.id,
    row.viewer.phone,
  ]);
