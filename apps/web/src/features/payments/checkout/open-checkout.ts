// The one checkout adapter (ARCHITECTURE 7): Razorpay's checkout.js when the server says the gateway
// is Razorpay, the sandbox page otherwise. Plans, the payment page and rentals all open it here.
// Both adapters are lazy chunks, so importing this module costs the home bundle nothing.
import type { CheckoutOptions, CheckoutOutcome } from './types.ts';

export async function openCheckout(options: CheckoutOptions): Promise<CheckoutOutcome> {
  if (options.gateway === 'razorpay') {
    const { openRazorpayCheckout } = await import('./razorpay.ts');
    return openRazorpayCheckout(options);
  }
  const { openSandboxCheckout } = await import('./sandbox.ts');
  return openSandboxCheckout(options);
}

/** 'Rent {title} for {n} days' (SPEC 7); rentals pass this as the description. */
export function rentalDescription(title: string, days: number): string {
  return `Rent ${title} for ${days} days`;
}
