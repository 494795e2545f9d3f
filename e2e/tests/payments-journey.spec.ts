// Issue 3 plan journeys through the sandbox checkout: subscribe, fail, dismiss-then-pay, redeem,
// and the visitor and incomplete-profile gates (renting is in rent-and-profile.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { checkout, expectPayInView, payWithPhonePe } from './support/checkout.ts';
import { completeLocationOnProfileUpdate } from './support/profile-update.ts';
import { firstVideoOfType, pageCsrf, randomPhone, signedInAt } from './support/session.ts';
import { fillMiniRegistration, signInWithOtp } from './support/sign-up.ts';

async function expectPlaying(page: Page) {
  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 0.5);
}

test('subscribing with UPI lands on the profile as subscribed and unlocks paid titles', async ({ page }) => {
  await signedInAt(page, '/plans');
  await expect(page.getByRole('heading', { name: 'Premium Plans Available' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expectPayInView(page);
  await payWithPhonePe(page);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  const paid = await firstVideoOfType(page.request, 'paid');
  await page.goto(`/movie/${paid.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  await expectPlaying(page);
});

test('a failed card payment shows the provider description', async ({ page }) => {
  await signedInAt(page, '/plans');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await checkout(page).getByRole('button', { name: /^Card/ }).click();
  await checkout(page).getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page.getByText(/^Payment failed: .+/)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/plans/);
});

test('closing checkout and paying later completes through status polling', async ({ page }) => {
  await signedInAt(page, '/plans');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(checkout(page).getByRole('button', { name: 'Close checkout' })).toBeVisible();
  const order = await page.evaluate(() => JSON.parse(localStorage.getItem('payment_order') ?? 'null') as { order_id: string } | null);
  expect(order?.order_id).toBeTruthy();
  await checkout(page).getByRole('button', { name: 'Close checkout' }).click();
  // The payer finishes on their phone: the gateway learns of it, our page only polls.
  const paid = await page.request.post('/sandbox/pay', {
    data: { order_id: order!.order_id, method: 'upi', outcome: 'success' },
    headers: { 'X-CSRFToken': await pageCsrf(page) },
  });
  expect(paid.ok()).toBeTruthy();
  await expect(page).toHaveURL(/\/profile/, { timeout: 45_000 });
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
});

test('redeeming a subscription code activates the plan', async ({ page }) => {
  await signedInAt(page, '/plans');
  await page.getByRole('button', { name: 'Redeem Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Code' });
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('Please enter a subscription code')).toBeVisible();
  await dialog.getByLabel('Enter your subscription code').fill('welcome30');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByText('Code is valid! Click Activate to use it')).toBeVisible();
  await dialog.getByRole('button', { name: 'Activate Subscription' }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 20_000 });
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
});

test('a visitor is sent to sign in and comes back to the plans', async ({ page }) => {
  await page.goto('/plans?plan=2');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain('/plans');
  await signInWithOtp(page, randomPhone());
  await fillMiniRegistration(page);
  await expect(page).toHaveURL(/\/plans/);
  await expect(page.getByRole('heading', { name: 'Premium Plans Available' })).toBeVisible();
});

test('an incomplete profile is sent to complete its details before paying', async ({ page }) => {
  await signedInAt(page, '/plans', false);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Please complete your profile with all location details')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/update\?.*redirect=/, { timeout: 10_000 });
  // Completing the location (SPEC 2.16) brings the user back to the plans to pay.
  await completeLocationOnProfileUpdate(page);
  await expect(page).toHaveURL(/\/plans/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Premium Plans Available' })).toBeVisible();
});
