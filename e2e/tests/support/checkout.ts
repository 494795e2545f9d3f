// The sandbox checkout (ARCHITECTURE 7): our server's stand-in for Razorpay's, in an iframe.
import type { Page } from '@playwright/test';

export const checkout = (page: Page) => page.frameLocator('[data-testid="sandbox-checkout"] iframe');

/** In the open checkout: UPI through PhonePe, then Pay (the sandbox answers success). */
export async function payWithPhonePe(page: Page) {
  await checkout(page).getByRole('button', { name: /PhonePe/ }).click();
  await checkout(page).getByRole('button', { name: /^Pay ₹/ }).click();
}
