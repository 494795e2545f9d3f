// Public surface of the payments feature: the checkout adapter (plans, payment page, rentals) and
// the background payment watcher mounted once by the router.
export { openCheckout, rentalDescription } from './checkout/open-checkout.ts';
export type { CheckoutError, CheckoutOptions, CheckoutOutcome } from './checkout/types.ts';
export { PaymentWatcher } from './background/payment-watcher.tsx';
