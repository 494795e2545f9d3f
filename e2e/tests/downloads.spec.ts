// Issue 18.3: offline downloads and the installable app (the Premium subscriber's download-and-play-
// offline journey is in e2e/pending until it passes). A viewer
// without downloads in their plan is told they come with Premium. The page links a web app manifest.
import { expect, test } from '@playwright/test';
import { shot } from './support/screens.ts';
import { firstVideoOfType, signedInAt } from './support/session.ts';

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
