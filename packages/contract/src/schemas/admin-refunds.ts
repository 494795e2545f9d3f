import { z } from 'zod';
import { INT4_MAX } from './common.ts';

// Issue 17.2 (not in SPEC 7): refunds through the gateway. The finance console refunds an order's
// payment in full or in part; a second capture on a paid order is refunded automatically.

export const REFUND_MESSAGES = {
  refundRequested: 'Refund sent to the payment gateway',
  refundFailed: 'The payment gateway did not accept the refund. Try again with the same idempotency key.',
  overRefund: 'Refund amount is more than what is left to refund',
  amountWhole: 'Refund amount must be a whole number of paise greater than zero',
  reasonRequired: 'Please give a reason for the refund (at most 500 characters)',
  idempotencyKey: 'Idempotency key must be 10 to 64 letters, digits, hyphens or underscores',
  orderNotPaid: 'This order has no captured payment to refund',
  keyReused: 'This idempotency key was already used for another refund',
} as const;

const M = REFUND_MESSAGES;
const noNul = (s: string) => !s.includes('\u0000');

export const RefundBody = z.object({
  /** Paise; left out = everything not yet refunded. */
  amount_paise: z
    .number({ error: M.amountWhole })
    .int({ error: M.amountWhole })
    .positive({ error: M.amountWhole })
    .max(INT4_MAX, { error: M.amountWhole })
    .optional(),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(500, { error: M.reasonRequired })
    .refine(noNul, { error: M.reasonRequired }),
  idempotency_key: z
    .string({ error: M.idempotencyKey })
    .regex(/^[A-Za-z0-9_-]{10,64}$/, { error: M.idempotencyKey }),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const RefundStatus = z.enum(['pending', 'processed', 'failed']);
export const RefundKind = z.enum(['operator', 'duplicate_capture']);

export const AdminRefund = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  payment_id: z.string(),
  amount_paise: z.number().int(),
  status: RefundStatus,
  kind: RefundKind,
  reason: z.string().nullable(),
  gateway_refund_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const RefundResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  refund: AdminRefund,
  /** What the payment has had refunded (every refund row, failed ones are retried) and what is left. */
  refunded_paise: z.number().int(),
  remaining_paise: z.number().int(),
});
export type RefundResponse = z.infer<typeof RefundResponse>;
