// The advanced player demo (SPEC 2.22, issue 6): a card runs the pre-roll, then the full-screen
// player plays streams our own server produces: the live HLS channel (whose playlist advances),
// the DASH on-demand title, and the AES-128 protected copy whose key only a subscriber gets (and
// whose refusal comes before any pre-roll, issue 12).
import { expect, test, type Page } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';

/** The fields of GET /api/advanced-player/streams/ this journey reads (contract DemoStream). */
interface DemoStream {
  id: 'hls_live' | 'dash_vod' | 'drm';
  url: string;
}

const CARD = { hls_live: 'Watch HLS Live Stream', dash_vod: 'Watch DASH VOD Stream', drm: 'Watch DRM Protected Content' } as const;

async function streamOf(page: Page, id: DemoStream['id']): Promise<DemoStream> {
  const streams = (await (await page.request.get('/api/advanced-player/streams/')).json()) as DemoStream[];
  return streams.find((s) => s.id === id)!;
}

/** Chooses a card once its stream is up (the live encoder may still be starting). */
async function chooseCard(page: Page, id: DemoStream['id']) {
  const card = page.getByRole('button', { name: CARD[id] });
  await expect(card).toBeEnabled({ timeout: 60_000 });
  await card.click();
}

/** The pre-roll for a visitor or an unsubscribed user: close it (Close ends all ads). */
async function closePreRoll(page: Page) {
  const gate = page.getByTestId('pre-roll-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Close ads and play the video' }).click();
  await expect(gate).toHaveCount(0);
}

/** Records every pre-roll ad list request the page makes from now on. */
function watchAdRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/video\/\d+\/ads\//.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Issue 12: a viewer who may not have the key hears so before any pre-roll is asked for or shown. */
async function expectRefusedBeforeAnyAd(page: Page, adRequests: string[]) {
  const alert = page.getByRole('alert').filter({ hasText: 'Subscribe to watch this content' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/plans');
  await expect(page.getByTestId('pre-roll-gate')).toHaveCount(0);
  await expect(page.getByTestId('advanced-player')).toHaveCount(0);
  expect(adRequests).toEqual([]);
}

async function expectPlaying(page: Page) {
  const video = page.getByTestId('advanced-player-video');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.3);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 1);
}

/** Controls hide after 2 s of playing: a mouse move (desktop) or a single tap (phone) brings them back. */
async function revealControls(page: Page) {
  const video = page.getByTestId('advanced-player-video');
  if (test.info().project.name === 'mobile') await video.tap({ position: { x: 40, y: 200 } });
  else {
    await video.hover({ position: { x: 40, y: 200 } });
    await page.mouse.move(60, 220);
  }
  await expect(page.getByTestId('advanced-player-controls')).toHaveAttribute('data-state', 'visible');
}

/** The live master's media playlist (the card opens the master, which also lists the captions). */
const mediaSequence = async (page: Page, url: string) => {
  const master = await (await page.request.get(url)).text();
  const media = master.split('\n').find((line) => line.trim() && !line.startsWith('#'))?.trim() ?? '';
  const playlist = await (await page.request.get(new URL(media, new URL(url, 'http://x')).pathname)).text();
  return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);
};

test('the page shows the three cards and the features list', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: /advanced player/i }).click();
  await expect(page).toHaveURL(/\/advanced-player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Video Player' })).toBeVisible();
  await expect(page.getByText('Featuring HLS, DASH, and DRM support')).toBeVisible();
  for (const name of Object.values(CARD)) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: CARD.hls_live }).getByText('LIVE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Player features' })).toBeVisible();
  await shot(page, 'advanced-player-page');
});

test('the live HLS card plays after the pre-roll, and its playlist advances', async ({ page }) => {
  await page.goto('/advanced-player');
  await chooseCard(page, 'hls_live');
  await closePreRoll(page);
  await expect(page.getByRole('dialog', { name: 'HLS Live Stream' })).toBeVisible();
  await expectPlaying(page);
  await revealControls(page);
  await expect(page.getByRole('button', { name: 'Go to live' })).toBeVisible();
  await shot(page, 'advanced-player-live');
  // A real live channel: the sliding window moves on while we watch.
  const { url } = await streamOf(page, 'hls_live');
  const first = await mediaSequence(page, url);
  expect(first).not.toBeNaN();
  await expect.poll(() => mediaSequence(page, url), { timeout: 20_000, intervals: [2_000] }).toBeGreaterThan(first);
  // The close button returns to the cards.
  await revealControls(page);
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(page.getByTestId('advanced-player')).toHaveCount(0);
});

test('the DASH card plays, and the arrow keys skip 10 s', async ({ page }) => {
  await page.goto('/advanced-player');
  await chooseCard(page, 'dash_vod');
  await closePreRoll(page);
  await expectPlaying(page);
  const video = page.getByTestId('advanced-player-video');
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(before + 8);
  expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.5);
  // The quality menu is the stream's own heights plus Auto, next to the four speeds.
  await revealControls(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu', { name: 'Settings' });
  await expect(menu.getByRole('menuitemradio', { name: 'Auto' })).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: /^\d+p$/ }).first()).toBeVisible();
  for (const speed of ['0.5×', 'Normal', '1.5×', '2×']) await expect(menu.getByRole('menuitemradio', { name: speed })).toBeVisible();
  await shot(page, 'advanced-player-dash-settings');
  await menu.getByRole('menuitemradio', { name: '1.5×' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
});

test('the DRM card refuses a visitor with the subscribe message before any pre-roll', async ({ page }) => {
  await page.goto('/advanced-player');
  const adRequests = watchAdRequests(page);
  await chooseCard(page, 'drm');
  await expectRefusedBeforeAnyAd(page, adRequests);
  await shot(page, 'advanced-player-drm-refused');
});

test('the DRM card refuses a signed-in user without a subscription, and plays once subscribed', async ({ page }) => {
  await signedInAt(page, '/advanced-player');
  // A stored user sees the banner ad on top of the page.
  await expect(page.getByTestId('banner-ads')).toBeVisible();
  await shot(page, 'advanced-player-page-signed-in');
  const adRequests = watchAdRequests(page);
  await chooseCard(page, 'drm');
  await expectRefusedBeforeAnyAd(page, adRequests);
  await page.getByRole('alert').getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payWithPhonePe(page);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  await page.goto('/advanced-player');
  // A subscriber gets no ads: the player opens straight away and the key is granted.
  await chooseCard(page, 'drm');
  await expectPlaying(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
