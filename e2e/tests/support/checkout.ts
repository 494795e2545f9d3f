// The sandbox checkout (ARCHITECTURE 7): our server's stand-in for Razorpay's, in an iframe.
import { expect, type Page } from '@playwright/test';

export const checkout = (page: Page) => page.frameLocator('[data-testid="sandbox-checkout"] iframe');

/** In the open checkout: UPI through PhonePe, then Pay (the sandbox answers success). */
export async function payWithPhonePe(page: Page) {
  await checkout(page).getByRole('button', { name: /PhonePe/ }).click();
  await checkout(page).getByRole('button', { name: /^Pay ₹/ }).click();
}

/**
 * The sheet's Pay button is on screen as it opens, nothing scrolled (issue 12): wholly inside the
 * checkout frame's view and inside the window. Playwright's click would scroll to it, so a button
 * below the fold would pass every other check.
 */
export async function expectPayInView(page: Page) {
  const pay = checkout(page).getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeInViewport({ ratio: 1 });
  const box = await pay.boundingBox();
  const window = page.viewportSize();
  expect(box && window).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(window!.height);
}
