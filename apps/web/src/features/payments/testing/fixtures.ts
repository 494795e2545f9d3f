// Users, plans and orders for the payments tests.
import type { User } from '@ott/contract';
import type { OrderResult, Plan, SubscriptionData } from '@/api/payments/types.ts';
import { makeUser } from '@/testing/fixtures.ts';

/** The payer: Ravi Teja, registered, with an email for the checkout's prefill. */
export const makePayer = (overrides: Partial<User> = {}): User => makeUser({ last_name: 'Teja', email: 'ravi@example.com', ...overrides });

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1, name: 'Monthly', price: 199, duration: 30, duration_text: '30 days', per_day_text: null, popular: false,
    badge: null, brand_text: 'GOLD', features: ['HD streaming'], description: '', max_streams: 1, max_video_height: 720,
    download_limit: 0, ...overrides,
  };
}

export const PLANS: Plan[] = [
  makePlan({ id: 1, name: 'Monthly', price: 199, duration: 30, duration_text: '1 Month' }),
  makePlan({ id: 2, name: 'Yearly', price: 365, duration: 365, duration_text: '1 Year', per_day_text: '₹1/day', popular: true, badge: 'Best Value' }),
  makePlan({ id: 3, name: 'Quarterly', price: 499, duration: 90, duration_text: '3 Months', per_day_text: '5.54' }),
];

export function makeOrder(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    status: 'success', key_id: 'rzp_test_key', order_id: 'order_new', amount: 36500, currency: 'INR', gateway: 'sandbox',
    checkout_url: '/sandbox/checkout/order_new', ...overrides,
  };
}

export const SUBSCRIPTION: SubscriptionData = {
  plan_id: 2, plan_name: 'Yearly', subscription_type: 'Yearly', start_date: '2026-11-22T00:00:00.000Z',
  end_date: '2027-11-22T00:00:00.000Z', is_active: true, days_remaining: 365,
};

export const PAYMENT_RESULT = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_new',
  razorpay_signature: 'sig_1',
};
