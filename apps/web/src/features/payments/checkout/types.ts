// One checkout contract for both gateways (ARCHITECTURE 7): the screens never know which one ran.
import type { PaymentResultData } from '@/api/payments/types.ts';

export interface CheckoutOptions {
  gateway: 'sandbox' | 'razorpay';
  key: string;
  orderId: string;
  /** Paise, as the order response gives it. */
  amount: number;
  currency: string;
  /** 'Rent {title} for {n} days' for rentals, the plan name otherwise (SPEC 7). */
  description: string;
  /** The sandbox checkout page (sandbox only). */
  checkoutUrl?: string | null;
  prefill?: { name?: string; email?: string; contact?: string };
}

/** What Razorpay's `payment.failed` event carries in `error` (PAYMENTS.md). */
export interface CheckoutError {
  code: string;
  description: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

export type CheckoutOutcome =
  | { type: 'success'; response: PaymentResultData }
  | { type: 'failed'; error: CheckoutError }
  | { type: 'dismissed' };

export { BRAND_NAME as CHECKOUT_BRAND } from '@ott/contract';
