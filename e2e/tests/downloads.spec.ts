// Issue 18.3: offline downloads and the installable app. A Premium subscriber downloads a paid
// title at a chosen quality, sees it finish and the space it takes, then with the network off
// reloads /downloads (served by the service worker), plays the stored copy and deletes it. A viewer
// without downloads in their plan is told they come with Premium. The page links a web app manifest.
import { expect, test, type Page } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { shot } from './support/screens.ts';
import { firstVideoOfType, signedInAt } from './support/session.ts';

/** A new viewer subscribed to the seeded Premium plan (id 3) through the sandbox checkout. */
async function premiumSubscriber(page: Page) {
  await signedInAt(page, '/plans?plan=3');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payWithPhonePe(page);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
}

/** Waits until the service worker controls the page (it registers after load, when idle). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated';
  }, undefined, { timeout: 30_000 });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a Premium subscriber downloads a title, plays it with the network off and deletes it', async ({ page, context, isMobile }) => {
  test.setTimeout(180_000);
  const title = await firstVideoOfType(page.request, 'paid');
  await premiumSubscriber(page);

  await page.goto(`/movie/${title.id}`);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Download / });
  const qualities = dialog.getByRole('radio');
  await expect(qualities.first()).toBeVisible();
  expect(await qualities.count()).toBeGreaterThan(1);
  // The lowest quality: the last choice (tallest first), with its size estimate.
  const lowest = qualities.last();
  await lowest.check();
  await expect(dialog.getByText(/about \d/).first()).toBeVisible();
  await shot(page, `downloads-01-quality${isMobile ? '-mobile' : ''}`);
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Download progress' }).or(dialog.getByText('Downloaded'))).toBeVisible();
  await expect(dialog.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 90_000 });
  await dialog.getByRole('link', { name: 'Go to Downloads' }).click();

  await expect(page).toHaveURL('/downloads');
  const item = page.getByRole('listitem').filter({ hasText: title.title });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^\d{3,4}p · \d/)).toBeVisible();
  await expect(item.getByText('Expires in 29 days')).toBeVisible();
  await expect(item.getByText('Expires 48 hours after you first play it')).toBeVisible();
  await expect(page.getByText(/^Space used: [\d.]+ (KB|MB|GB) in downloads$/)).toBeVisible();
  await expect(page.getByText('1 of 25 downloads')).toBeVisible();
  await shot(page, `downloads-02-list${isMobile ? '-mobile' : ''}`);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByText('You are offline. Downloaded titles still play.')).toBeVisible();
  await page.getByRole('button', { name: `Play ${title.title}` }).click();
  const player = page.getByRole('dialog', { name: title.title });
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await shot(page, `downloads-03-offline-play${isMobile ? '-mobile' : ''}`);
  await player.getByRole('button', { name: 'Close player' }).click();
  // Played once: now 48 hours at most.
  await expect(item.getByText(/Expires in (47|48) hours/)).toBeVisible();

  await item.getByRole('button', { name: `Delete ${title.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await context.setOffline(false);
  // Back online, the licence deleted offline is deleted on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get('/api/downloads/')).json()) as { used: number }).used).toBe(0);
});

test('a viewer without downloads in their plan is told they come with Premium', async ({ page }) => {
  const title = await firstVideoOfType(page.request, 'paid');
  await signedInAt(page, `/movie/${title.id}`);
  await expect(page.getByText('Downloads are included in the Premium plan.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);
  await shot(page, 'downloads-04-not-in-plan');
});

test('the page links the web app manifest of an installable app', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; display: string; start_url: string; icons: { sizes: string }[] };
  expect(manifest).toMatchObject({ name: 'TeluguTV+', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
    const res = await page.request.get(icon);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(await worker.text()).not.toContain('__OTT_SW_BUILD__');
});
