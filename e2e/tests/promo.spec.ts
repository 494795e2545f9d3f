// Movie details promo mode (SPEC 2.12, 9): the looping muted background promo starts after 3 s;
// the Promo button plays the promo muted over a page that cannot scroll, and closing it restores
// the page's scroll.
import { expect, test } from '@playwright/test';
import { shot } from './support/screens.ts';

interface ListedVideo {
  id: number;
  video_type: string;
  promo_hls_url: string | null;
}

test('promo mode: background promo, muted promo overlay, scroll locked then restored', async ({ page, request }) => {
  const videos = (await (await request.get('/api/videos/?limit=50')).json()) as ListedVideo[];
  const movie = videos.find((v) => v.promo_hls_url && v.video_type === 'free') ?? videos.find((v) => v.promo_hls_url);
  expect(movie, 'a seeded title with a promo').toBeDefined();

  await page.goto(`/movie/${movie!.id}`);
  await expect(page.getByRole('button', { name: 'Promo' })).toBeVisible();

  // Background: nothing before the 3 s start delay, then a muted loop that really plays.
  const background = page.getByTestId('promo-background-video');
  await expect(background).toHaveCount(0);
  await expect(background).toHaveCount(1, { timeout: 15_000 });
  await expect.poll(() => background.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await background.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
  await shot(page, 'promo-background');

  // Promo mode.
  await page.getByRole('button', { name: 'Promo' }).click();
  const player = page.getByRole('dialog').locator('video[data-testid="video-player-video"]');
  await expect(player).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await shot(page, 'promo-mode');

  await player.dispatchEvent('pointermove');
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(page.getByRole('button', { name: 'Promo' })).toBeVisible();
});
