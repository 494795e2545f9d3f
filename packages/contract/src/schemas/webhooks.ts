// Provider webhooks (issue 16.8): Razorpay payment events and RazorpayX payout events, as exact as
// the fields we act on. A signature proves who sent an event, not that its fields are what we
// expect: a numeric payment id once recorded a −5 paise 'captured' row. An event we act on that
// does not match is refused (400) before any row is touched; events we do not act on are only
// checked for a well-formed name, so a new Razorpay event never turns into retries.
import { z } from 'zod';
import { INT4_MAX } from './common.ts';

/** Razorpay's ids: the entity's prefix, '_', then letters and digits ('pay_29QQoUBi66xm2f'). */
const gatewayId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`));

/** Paise as Razorpay sends them: whole, never negative, within the int4 columns that store them. */
const Paise = z.number().int().nonnegative().max(INT4_MAX);

const optionalText = (max: number) => z.string().max(max).nullish();

/** 'payment.captured', 'payout.downtime.started': lower-case words joined by dots. */
export const WebhookEventName = z.string().max(100).regex(/^[a-z_]+(\.[a-z_]+)+$/);

/** Any delivery: a JSON object with a well-formed event name; the rest is read per event. */
export const WebhookEnvelope = z.object({ event: WebhookEventName });

/** The payment events that fulfil an order or record a failure (payments/webhook-service). */
export const PAYMENT_WEBHOOK_EVENTS = ['payment.captured', 'order.paid', 'payment.failed'] as const;

export const WebhookPaymentEntity = z.object({
  id: gatewayId('pay'),
  order_id: gatewayId('order'),
  amount: Paise,
  currency: z.literal('INR').optional(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']).optional(),
  method: optionalText(40),
  error_code: optionalText(100),
  error_description: optionalText(500),
});

export const PaymentWebhookEvent = z.object({
  event: z.enum(PAYMENT_WEBHOOK_EVENTS),
  payload: z.object({
    payment: z.object({ entity: WebhookPaymentEntity }),
    order: z.object({ entity: z.object({ id: gatewayId('order') }) }).optional(),
  }),
});
export type PaymentWebhookEvent = z.infer<typeof PaymentWebhookEvent>;

/** The payout events that carry a payout entity whose status may settle a withdrawal. */
export const PAYOUT_WEBHOOK_EVENTS = [
  'payout.pending',
  'payout.queued',
  'payout.initiated',
  'payout.processed',
  'payout.reversed',
  'payout.failed',
  'payout.rejected',
  'payout.updated',
] as const;

export const WebhookPayoutEntity = z.object({
  id: gatewayId('pout'),
  amount: Paise,
  /** A status we do not know is acknowledged and ignored (payouts/webhook-service), not refused. */
  status: z.string().regex(/^[a-z_]{1,40}$/),
  currency: z.literal('INR').optional(),
  reference_id: optionalText(40),
  fund_account_id: optionalText(40),
  fund_account: z.object({ contact_id: optionalText(40) }).nullish(),
  failure_reason: optionalText(500),
  status_details: z
    .object({ description: optionalText(500), reason: optionalText(100), source: optionalText(100) })
    .nullish(),
});

export const PayoutWebhookEvent = z.object({
  event: z.enum(PAYOUT_WEBHOOK_EVENTS),
  payload: z.object({ payout: z.object({ entity: WebhookPayoutEntity }) }),
});
export type PayoutWebhookEvent = z.infer<typeof PayoutWebhookEvent>;
