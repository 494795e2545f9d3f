// Issue 18.1: "Watch on 1 device at a time" (Basic) is kept. A Basic subscriber (the WELCOME30 code)
// plays a premium title in browser A; in browser B the same account starts it too
// and the player shows the limit dialog listing A's device; B presses "Stop playback there and
// watch here" and plays; A pauses with the stopped message at its next heartbeat (the contract's
// PLAYBACK_HEARTBEAT_SECONDS, so the wait is bounded without any test-only switch).
import { expect, test, type Page } from '@playwright/test';

/** The contract's PLAYBACK_HEARTBEAT_SECONDS (the e2e project does not compile the contract). */
const PLAYBACK_HEARTBEAT_SECONDS = 30;
import { shot } from './support/screens.ts';
import { firstVideoOfType, primeStorage } from './support/session.ts';
import { devicePage, signInViewer } from './support/titles.ts';


/** Opens the title's full video and waits until pictures move. */
async function playFullVideo(page: Page, id: number) {
  await page.goto(`/movie/${id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const video = page.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 60_000 });
}

test('one stream on Basic: the second device sees the first, takes over, and the first stops', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const viewer = await signInViewer(page, true);
  const title = await firstVideoOfType(page.request, 'paid');

  // A plays; its playback session opens with the stream.
  const aStarted = page.waitForResponse((r) => r.url().endsWith('/api/playback/sessions/') && r.request().method() === 'POST');
  await playFullVideo(page, title.id);
  expect((await aStarted).status()).toBe(200);
  // A's name as the sessions list gives it (issue 16.7): 'Chrome on Windows' for Playwright's desktop, 'Chrome on Android' on the phone.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const aDevice = `Chrome on ${/Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS/.test(userAgent) ? 'macOS' : 'Linux'}`;

  // B: the same account in another browser, another premium title.
  const other = await devicePage(browser, baseURL!);
  try {
    await other.goto('/');
    await primeStorage(other, viewer);
    const bRefused = other.waitForResponse((r) => r.url().endsWith('/api/playback/sessions/') && r.request().method() === 'POST');
    await other.goto(`/movie/${title.id}`);
    await other.getByRole('button', { name: 'Full Video' }).click();
    expect((await bRefused).status()).toBe(409);
    const dialog = other.getByRole('alertdialog', { name: 'Watching on too many devices' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You are already watching on another device. Your plan allows 1 device at a time.');
    const row = dialog.getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(aDevice);
    await expect(row).toContainText(title.title, { ignoreCase: true });
    await expect(dialog).toContainText('A paused video counts until its player is closed.');
    await shot(other, 'stream-limit-01-dialog');

    // B takes A's stream over and plays.
    const takeover = other.waitForResponse((r) => r.url().endsWith('/api/playback/sessions/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: `Stop playback on ${aDevice} and watch here` }).click();
    expect((await takeover).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const bVideo = other.locator('video[data-testid="video-player-video"]');
    await expect.poll(() => bVideo.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 20_000 }).toBe(true);
    await shot(other, 'stream-limit-02-taken-over');

    // A hears it at its next heartbeat: paused, with the reason and a way back.
    const stopped = page.getByRole('alert').filter({ hasText: 'Playback stopped: this account started watching on another device.' });
    await expect(stopped).toBeVisible({ timeout: (PLAYBACK_HEARTBEAT_SECONDS + 10) * 1000 });
    await expect(stopped.getByRole('button', { name: 'Watch here' })).toBeVisible();
    expect(await page.locator('video[data-testid="video-player-video"]').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await shot(page, 'stream-limit-03-stopped');
  } finally {
    await other.context().close();
  }
});
