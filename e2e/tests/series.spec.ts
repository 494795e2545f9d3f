// Issue 18 points 4 and 5: the demo series page (season picker, episode list), an episode's Skip
// Intro, the next-episode countdown from the credits marker autoplaying episode 2 in the same
// player, and the 'Autoplay next episode' switch remembered on the server.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';

const SERIES = 'Ammamma Gari Illu';
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

async function seriesId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/series/')).json()) as { data: { id: number; title: string }[] };
  const found = list.data.find((s) => s.title === SERIES);
  if (!found) throw new Error(`demo series ${SERIES} not listed`);
  return found.id;
}

/** Brings the auto-hidden controls back (a pointer move over the player), then returns the switch. */
async function autoplaySwitch(page: Page) {
  await page.getByRole('region', { name: /^Video player/ }).dispatchEvent('pointermove');
  return page.getByRole('switch', { name: 'Autoplay next episode' });
}

test('the demo series plays episode 1, skips its intro, counts down from the credits and autoplays episode 2', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAt(page, '/');
  const id = await seriesId(page);
  await page.goto(`/series/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: SERIES })).toBeVisible();
  await page.getByLabel('Season').selectOption({ label: 'Season 1' });
  const episodes = page.getByRole('list', { name: 'Episodes' });
  await expect(episodes.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Play S1 E1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'series-01-page');

  await episodes.getByRole('button', { name: /^Play episode 1: Vesavi Selavulu/ }).click();
  await expect(page.getByRole('dialog', { name: /S1 E1 · Vesavi Selavulu/ })).toBeVisible();
  const video = page.locator('video[data-testid="video-player-video"]');
  const skip = page.getByRole('button', { name: 'Skip Intro' });
  // Once playing, the playhead is held inside the intro (1-5 s): a loaded machine cannot race a
  // 4 s range. The button stays while the playhead is in it.
  await expect.poll(() => currentTime(video), { timeout: 45_000 }).toBeGreaterThan(0.2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 2;
  });
  await expect(skip).toBeVisible();
  expect(await currentTime(video)).toBeLessThan(5);
  await shot(page, 'series-02-skip-intro');
  await skip.click();
  await expect.poll(() => currentTime(video), { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
  await expect(skip).toBeHidden();
  await video.evaluate((v: HTMLVideoElement) => v.play());

  // From the credits marker (12 s) the next episode is offered with a countdown.
  const upNext = page.getByTestId('up-next');
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  await expect(upNext.getByText(/^Next episode in \d+ seconds?$/)).toBeVisible();
  await expect(upNext.getByText('2. Attalo Pettelu')).toBeVisible();
  await expect(upNext.getByRole('button', { name: 'Play now' })).toBeVisible();
  await shot(page, 'series-03-countdown');

  // At 0 the same player loads episode 2.
  await expect(page.getByRole('dialog', { name: /S1 E2 · Attalo Pettelu/ })).toBeVisible({ timeout: 25_000 });
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)).toBeTruthy();
  // Episode 2 opens with a recap: its own Skip button.
  await shot(page, 'series-04-episode-2');

  // Episode 1 counts as watched: the page's button now opens where the viewer is (episode 2).
  const state = await page.request.get(`/api/series/${id}/watch-state/`);
  const body = (await state.json()) as { progress: { video_id: number; completed: boolean }[] };
  expect(body.progress.some((p) => p.completed)).toBe(true);
});

test('switching next-episode autoplay off is kept on the server and shown off in the next player', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInAt(page, '/');
  const id = await seriesId(page);
  await page.goto(`/series/${id}`);
  await page.getByRole('button', { name: 'Play S1 E1' }).click();
  await expect(page.locator('video[data-testid="video-player-video"]')).toBeVisible({ timeout: 45_000 });
  const toggle = await autoplaySwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => ((await (await page.request.get('/users/preferences/')).json()) as { preferences: { autoplay_next: boolean } }).preferences.autoplay_next)
    .toBe(false);
  await shot(page, 'series-05-autoplay-off');

  // A fresh device copy: the local mirror is cleared, the server's choice comes back on load.
  await page.evaluate(() => localStorage.removeItem('player-preferences'));
  await page.goto(`/series/${id}`);
  await page.getByRole('button', { name: /^(Play|Resume) S1 E\d$/ }).click();
  await expect(await autoplaySwitch(page)).toHaveAttribute('aria-checked', 'false');
});
