// Issue 6 ads journey (SPEC 4 'Ads', 7 'Ads'): a signed-in viewer without a subscription sees the
// banner on a free movie's page; Full Video plays the pre-roll queue first (the ad video really
// plays, Skip is offered only after skip_after), then the feature plays. Each ad's impression is
// posted once for the view and counted; the same post again (same view_id) is not counted.
// A subscriber (SPEC 6: ad-free) gets no banner and no pre-roll: the ads are not even asked for.
import { expect, test, type Locator } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { shot } from './support/screens.ts';
import { firstVideoOfType, pageCsrf, signedInAt } from './support/session.ts';

interface Ad {
  id: number;
  title: string;
  skip_after: number;
}

interface Impression {
  url: string;
  body: Record<string, unknown>;
  counted: boolean;
}

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test('pre-roll before the feature: Skip only after skip_after, then the feature; one counted impression per ad and view', async ({ page }) => {
  const free = await firstVideoOfType(page.request, 'free');
  const impressions: Impression[] = [];
  page.on('response', async (res) => {
    if (res.request().method() !== 'POST' || !res.url().includes('/track_impression/')) return;
    impressions.push({ url: res.url(), body: res.request().postDataJSON() as Record<string, unknown>, counted: ((await res.json()) as { counted: boolean }).counted });
  });
  await signedInAt(page, `/movie/${free.id}`);
  const ads = (await (await page.request.get(`/api/video/${free.id}/ads/`)).json()) as { pre_roll: Ad[] };
  expect(ads.pre_roll.length).toBeGreaterThan(0);

  // The banner (SPEC 2.22 / 9) sits below the actions for a viewer without a subscription.
  const banner = page.getByRole('region', { name: 'Sponsored' });
  await banner.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(banner).toBeVisible();
  await shot(page, 'ads-01-banner');
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Full Video' }).click();
  const gate = page.getByRole('dialog', { name: 'Advertisement' });
  for (const [i, ad] of ads.pre_roll.entries()) {
    await expect(gate.getByTestId('ad-position')).toHaveText(`Ad ${i + 1} of ${ads.pre_roll.length}`, { timeout: 20_000 });
    await expect(gate.getByRole('heading', { name: ad.title })).toBeVisible();
    const video = gate.getByTestId('ad-video');
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(0.3);
    const skip = gate.getByRole('button', { name: /Skip Ad/ });
    if (ad.skip_after > 0) {
      await expect(gate.getByTestId('skip-countdown')).toHaveText(/^Skip in \d$/);
      expect(await currentTime(video)).toBeLessThan(ad.skip_after);
      await expect(skip).toHaveCount(0);
      if (i === 0) await shot(page, 'ads-02-pre-roll-countdown');
    }
    await expect(skip).toBeVisible({ timeout: (ad.skip_after + 15) * 1000 });
    // Offered only once the ad has played skip_after seconds.
    expect(await currentTime(video)).toBeGreaterThanOrEqual(ad.skip_after);
    if (i === 0) await shot(page, 'ads-03-pre-roll-skip');
    await skip.click();
  }
  await expect(gate).toHaveCount(0);

  // The feature plays after the ads.
  const feature = page.locator('video[data-first-frame-ms]');
  await expect(feature).toHaveCount(1, { timeout: 30_000 });
  const start = await currentTime(feature);
  await expect.poll(() => currentTime(feature), { timeout: 20_000 }).toBeGreaterThan(start + 1);

  // One impression per ad for this view, each counted.
  const preRollIds = ads.pre_roll.map((ad) => ad.id);
  const preRollImpressions = () => impressions.filter((imp) => imp.body.impression_type === 'pre_roll');
  await expect.poll(() => preRollImpressions().length).toBe(preRollIds.length);
  expect(preRollImpressions().map((imp) => imp.url.match(/advertisements\/(\d+)\//)?.[1])).toEqual(preRollIds.map(String));
  expect(preRollImpressions().every((imp) => imp.counted)).toBe(true);
  const [first] = preRollImpressions();
  expect(first!.body).toMatchObject({ impression_type: 'pre_roll', video_id: free.id });
  expect(first!.body.view_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(first!.body).not.toHaveProperty('user_id');
  expect(new Set(preRollImpressions().map((imp) => imp.body.view_id)).size).toBe(1);

  // The same post again for the same view is not counted.
  const replay = await page.request.post(first!.url, { data: first!.body, headers: { 'X-CSRFToken': await pageCsrf(page) } });
  expect(replay.status(), await replay.text()).toBe(200);
  expect(await replay.json()).toEqual({ status: 'success', counted: false });
});

test('a subscriber sees no banner and no pre-roll: the feature plays at once', async ({ page }) => {
  await signedInAt(page, '/plans');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payWithPhonePe(page);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  const adRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(video\/\d+\/ads|ads\/banner|advertisements)\//.test(req.url())) adRequests.push(req.url());
  });
  const free = await firstVideoOfType(page.request, 'free');
  await page.goto(`/movie/${free.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const feature = page.locator('video[data-first-frame-ms]');
  await expect(feature).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => currentTime(feature), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(page.getByRole('dialog', { name: 'Advertisement' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sponsored' })).toHaveCount(0);
  expect(adRequests).toEqual([]);
});
