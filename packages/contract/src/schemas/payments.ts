import { z } from 'zod';
import { wholeId } from './common.ts';
import { Subscription } from './profile.ts';

// SPEC 3 'Plan', 'Order', 'Payment result', 'Rental'; SPEC 7 'Plans, payments, rentals'.
// Amounts on the wire are rupees as the spec's client shows them; the server stores paise.

export const Plan = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  duration_text: z.string(),
  per_day_text: z.string().nullable(),
  popular: z.boolean(),
  badge: z.string().nullable(),
  brand_text: z.string(),
  features: z.array(z.string()),
  description: z.string(),
  /** Issue 18: streams playing at once, the tallest rendition (720, 1080, 2160), titles downloadable at once (0: none). */
  max_streams: z.number().int(),
  max_video_height: z.number().int(),
  download_limit: z.number().int(),
});
export type Plan = z.infer<typeof Plan>;

/** GET /users/api/subscription-plans/ — `plans` as SPEC 7 names it, `data` for list readers. */
export const PlansResponse = z.object({
  status: z.literal('success'),
  plans: z.array(Plan),
});

const phone = z.string().max(20).optional();

export const CreateOrderBody = z.object({
  /** Checked against the plan's price, never used (ARCHITECTURE 5). Rupees. */
  amount: z.coerce.number().positive().max(1_000_000).optional(),
  currency: z.literal('INR').default('INR'),
  plan_id: wholeId(),
  phone,
  /**
   * A subscribed user's deliberate "extend my plan" (issue 12): the plan's days are added after the
   * current end date (rules/subscription planWindow). Without it a subscribed user's order is
   * refused (409), so nobody pays for a second plan by accident.
   */
  extend: z.boolean().optional(),
});

/** What the browser needs to open checkout (SPEC 3 'Order'). Amount in paise, as checkout wants. */
export const OrderResponse = z.object({
  status: z.literal('success'),
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.enum(['sandbox', 'razorpay']),
  /** Where the sandbox checkout page lives (sandbox only). */
  checkout_url: z.string().nullable(),
  message: z.string().optional(),
});

/** SPEC 3 'Payment result' from the checkout handler. */
export const PaymentResult = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});

export const VerifyPaymentBody = PaymentResult.extend({
  plan_id: wholeId().optional(),
  phone,
});

/** The subscription window a payment or code grants: the same shape check-subscription-status uses. */
export const SubscriptionInfo = Subscription;

export const VerifyPaymentResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  subscription: SubscriptionInfo.nullable(),
});

/** GET .../check-status/{order_id}/ → status 'completed' once fulfilled. */
export const PaymentStatusResponse = z.object({
  status: z.enum(['completed', 'pending', 'failed', 'expired']),
  order_id: z.string(),
  message: z.string(),
  subscription: SubscriptionInfo.nullable().optional(),
});

export const VerifyUpiStatusBody = z.object({ order_id: z.string().min(1).max(64) });

export const ValidateCouponBody = z.object({
  code: z.string().trim().max(40),
  phone,
  amount: z.coerce.number().nonnegative().optional(),
  plan_id: wholeId().optional(),
});
export const ValidateCouponResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  plan: Plan.nullable().optional(),
});

export const ApplyCouponBody = z.object({
  code: z.string().trim().max(40),
  phone,
  plan_id: wholeId().optional(),
});
export const ApplyCouponResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  subscription: SubscriptionInfo.nullable(),
});

export const CreateRentalBody = z.object({
  phone,
  video_id: wholeId(),
  /** Checked against the video's price entry, never used. */
  rental_duration: z.coerce.number().int().positive().max(365).optional(),
  rental_price: z.coerce.number().nonnegative().optional(),
});

export const VerifyRentalBody = PaymentResult.extend({
  video_id: wholeId(),
  phone,
  rental_duration: z.coerce.number().int().positive().max(365).optional(),
});

export const Rental = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  rental_price: z.number(),
  rental_duration: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
});

export const VerifyRentalResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  rental: Rental.nullable(),
});

export const RentalCheckQuery = z.object({
  phone,
  video_id: wholeId(),
});
export const RentalCheckResponse = z.object({
  status: z.literal('success'),
  rental: Rental.extend({ is_active: z.boolean() }).nullable(),
});

/** POST /sandbox/pay (development only): what the checkout handler would receive. */
export const SandboxPayBody = z.object({
  order_id: z.string().min(1).max(64),
  method: z.enum(['upi_phonepe', 'upi_gpay', 'upi_paytm', 'upi', 'card', 'netbanking']),
  outcome: z.enum(['success', 'failure', 'dismiss']),
});
export const SandboxPayResponse = z.union([
  PaymentResult.extend({ outcome: z.literal('success') }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
  z.object({ outcome: z.literal('dismiss') }),
]);
