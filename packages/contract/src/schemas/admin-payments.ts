// The payments console (issue 17.2; not in SPEC 7), finance role: orders and their payments with
// filters and keyset paging, one order's page, a CSV export, the reconciliation view and the
// refunds the gateway would not take. Money is integer paise on the wire; the console shows rupees.
import { z } from 'zod';
import { AuditEntry } from './admin.ts';
import { AdminRefund } from './admin-refunds.ts';
import { INT4_MAX } from './common.ts';

export const PAYMENTS_ADMIN_MESSAGES = {
  badDate: 'Dates must be real days written as YYYY-MM-DD',
  dateOrder: 'The start date must be on or before the end date',
  badAmount: 'Amounts must be whole paise from 0 up',
  amountOrder: 'The smallest amount must not be more than the largest',
  badPhone: 'Phone must be 10 digits',
  badCursor: 'This page link is no longer valid. Please start from the first page.',
  settled: 'The order now matches the gateway',
  alreadySettled: 'Nothing to settle: the order already matches the gateway',
  refundRetried: 'Refund sent to the payment gateway again',
  refundNotFailed: 'Only a failed refund can be retried',
  refundNotFound: 'Refund not found',
} as const;
const M = PAYMENTS_ADMIN_MESSAGES;

export const ORDER_STATES = ['created', 'attempted', 'paid', 'failed', 'expired'] as const;
export const OrderState = z.enum(ORDER_STATES);
export const ORDER_KINDS = ['subscription', 'rental'] as const;
export const GATEWAYS = ['sandbox', 'razorpay'] as const;
/** Rows a page of the list holds at most; the CSV export reads the database in pages of this many. */
export const PAYMENTS_PAGE_MAX = 100;
/** A failed refund is retried by the job at most this many gateway calls, then waits for an operator. */
export const REFUND_MAX_ATTEMPTS = 8;

/** A calendar day in India ('2026-11-28'): the list's date range is whole IST days. */
const IstDay = z.iso.date({ error: M.badDate });
const Paise = z.coerce.number({ error: M.badAmount }).int(M.badAmount).min(0, M.badAmount).max(INT4_MAX, M.badAmount);

const filterFields = {
  state: OrderState.optional(),
  gateway: z.enum(GATEWAYS).optional(),
  plan_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  from: IstDay.optional(),
  to: IstDay.optional(),
  min_paise: Paise.optional(),
  max_paise: Paise.optional(),
  phone: z.string().regex(/^\d{10}$/, M.badPhone).optional(),
};

const checkRanges = <T extends { from?: string; to?: string; min_paise?: number; max_paise?: number }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', message: M.dateOrder, path: ['to'] });
  if (q.min_paise !== undefined && q.max_paise !== undefined && q.min_paise > q.max_paise) {
    ctx.addIssue({ code: 'custom', message: M.amountOrder, path: ['max_paise'] });
  }
};

/** GET /api/admin/payments/export/ (CSV of everything the filters match). */
export const PaymentsFilter = z.object(filterFields).superRefine(checkRanges);
export type PaymentsFilter = z.infer<typeof PaymentsFilter>;

/** GET /api/admin/payments/: newest first; `cursor` is the previous page's `next_cursor`. */
export const PaymentsListQuery = z
  .object({
    ...filterFields,
    cursor: z.string().max(120).regex(/^[A-Za-z0-9_-]+$/, M.badCursor).optional(),
    limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_MAX).default(25),
  })
  .superRefine(checkRanges);
export type PaymentsListQuery = z.infer<typeof PaymentsListQuery>;

export const AdminOrderRow = z.object({
  id: z.number().int(),
  order_id: z.string(),
  gateway: z.string(),
  kind: z.string(),
  plan_id: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  /** The plan's name or the rented title. */
  item: z.string().nullable(),
  amount_paise: z.number().int(),
  status: z.string(),
  payment_id: z.string().nullable(),
  /** Captured payments recorded for the order (more than one: a second capture). */
  captures: z.number().int(),
  refunded_paise: z.number().int(),
  viewer: z.object({ id: z.number().int(), phone: z.string() }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const PaymentsListResponse = z.object({
  status: z.literal('success'),
  data: z.array(AdminOrderRow),
  next_cursor: z.string().nullable(),
});
export type PaymentsListResponse = z.infer<typeof PaymentsListResponse>;

export const AdminPayment = z.object({
  id: z.number().int(),
  payment_id: z.string(),
  amount_paise: z.number().int(),
  method: z.string().nullable(),
  status: z.string(),
  error_description: z.string().nullable(),
  /** The payment that paid the order (the others are second captures or failed attempts). */
  is_order_payment: z.boolean(),
  refunded_paise: z.number().int(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** A refund as the console shows it: the gateway calls made, the last error and the next try. */
export const AdminRefundDetail = AdminRefund.extend({
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  /** Failed with every automatic try used: only an operator's retry sends it again. */
  gave_up: z.boolean(),
});
export type AdminRefundDetail = z.infer<typeof AdminRefundDetail>;

/** GET /api/admin/payments/{id}/ */
export const OrderDetailResponse = z.object({
  status: z.literal('success'),
  order: AdminOrderRow,
  payments: z.array(AdminPayment),
  refunds: z.array(AdminRefundDetail),
  /** Of the order's paid payment: what has been refunded (every refund row) and what is left. */
  refunded_paise: z.number().int(),
  refundable_paise: z.number().int(),
  viewer: z.object({ id: z.number().int(), phone: z.string(), name: z.string().nullable() }),
  audit: z.array(AuditEntry),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

export const MISMATCH_KINDS = ['paid_at_gateway', 'second_capture'] as const;
export const ReconcileMismatch = z.object({
  order: AdminOrderRow,
  /** paid_at_gateway: unpaid here, captured there; second_capture: paid here, captured again there. */
  kind: z.enum(MISMATCH_KINDS),
  gateway_status: z.string(),
  gateway_captured_paise: z.number().int(),
});
export type ReconcileMismatch = z.infer<typeof ReconcileMismatch>;

export const ReconciliationQuery = z.object({
  days: z.coerce.number().int().min(1).max(7).default(2),
});

/** GET /api/admin/payments/reconciliation/ */
export const ReconciliationResponse = z.object({
  status: z.literal('success'),
  checked: z.number().int(),
  mismatches: z.array(ReconcileMismatch),
  failed_refunds: z.array(AdminRefundDetail),
});
export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;

/** POST /api/admin/payments/{id}/settle/ */
export const SettleOrderResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  changed: z.boolean(),
  order: AdminOrderRow,
});
export type SettleOrderResponse = z.infer<typeof SettleOrderResponse>;

/** POST /api/admin/payments/refunds/{id}/retry/ */
export const RetryRefundResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  refund: AdminRefundDetail,
});
export type RetryRefundResponse = z.infer<typeof RetryRefundResponse>;

/** Exact rupees with two decimals from integer paise ('199.00', '0.50'): no floating point on the way. */
export function paiseToRupeesFixed(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
