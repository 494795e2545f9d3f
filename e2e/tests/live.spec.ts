// Issue 6: live presence and the Live TV player (SPEC 2.4, 2.22, 4 'Live presence' and 'Player
// (live)', 7, 9). An operator (ADMIN_PHONES in the E2E server config) switches streams through
// POST /api/admin/live-streams/{id}/; the viewer's header LIVE button follows within its 10 s
// poll; then every keyboard shortcut of the Live TV player changes the state of a direct stream.
// Journeys share one server, so every stream is put back as it was at the end.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './support/admin.ts';
import { shot } from './support/screens.ts';
import { csrfToken } from './support/session.ts';

const ADMIN_PHONE = '9000000011';
/** The header's poll period (SPEC 9) plus the poll tick and a request's worth of slack. */
const HEADER_POLL_WITHIN_MS = 10_000 + 3000;

interface Stream {
  id: number;
  title: string;
  /** Null for a premium channel this viewer may not watch (issue 12). */
  live_url: string | null;
  is_active: boolean;
  is_important: boolean;
}

/** Every stream the public lists show (the active ones), by category. */
async function activeStreams(request: APIRequestContext): Promise<Stream[]> {
  const categories = ((await (await request.get('/api/frontend/categories/')).json()) as { data: { id: number }[] }).data;
  const lists = await Promise.all(categories.map(async (c) => (await (await request.get(`/api/live-streams/by_category/?category_id=${c.id}`)).json()) as Stream[]));
  return lists.flat();
}

const videoState = (page: Page) =>
  page.getByRole('dialog').locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, volume: v.volume, time: v.currentTime }));

test('the LIVE button follows the operator’s switch, and every live player shortcut changes state', async ({ page, playwright, baseURL }) => {
  const operator = await playwright.request.newContext({ baseURL });
  const token = await adminToken(operator, ADMIN_PHONE);
  const headers = { Authorization: `Bearer ${token}`, 'X-CSRFToken': await csrfToken(operator) };
  const switchStream = async (id: number, body: Partial<Pick<Stream, 'is_active' | 'is_important'>>) => {
    const res = await operator.post(`/api/admin/live-streams/${id}/`, { data: body, headers });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Stream;
  };
  const before = await activeStreams(operator);
  const important = before.filter((s) => s.is_important);
  const target = before.find((s) => !s.is_important && s.live_url?.includes('.m3u8'));
  if (!target) throw new Error('no plain active HLS stream in the seed');
  const liveButton = page.getByRole('button', { name: /Live now/ });
  try {
    // No important stream anywhere: no LIVE button (on a page without the home's 5 s section).
    for (const s of important) await switchStream(s.id, { is_important: false });
    await page.goto('/plans');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(liveButton).toBeHidden({ timeout: HEADER_POLL_WITHIN_MS });
    await page.waitForTimeout(1500);
    await expect(liveButton).toBeHidden();

    // The operator marks a stream important: the header finds it within one poll.
    const startedAt = Date.now();
    await switchStream(target.id, { is_important: true });
    await expect(liveButton).toBeVisible({ timeout: HEADER_POLL_WITHIN_MS });
    test.info().annotations.push({ type: 'live-button-appeared-ms', description: String(Date.now() - startedAt) });
    await shot(page, 'live-01-button');

    // Switched off: none is active and important any more, so the button goes.
    await switchStream(target.id, { is_active: false });
    await expect(liveButton).toBeHidden({ timeout: HEADER_POLL_WITHIN_MS });

    // On again; the LIVE button opens the Live TV player on that stream.
    await switchStream(target.id, { is_active: true });
    await page.goto('/');
    await expect(liveButton).toBeVisible({ timeout: HEADER_POLL_WITHIN_MS });
    await liveButton.click();
    const dialog = page.getByRole('dialog', { name: `Live TV player: ${target.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Loading live stream' })).toBeVisible();
    // Spinner 2 s, autoplay muted, sound after 1 s (nothing saved: full volume).
    await expect.poll(async () => (await videoState(page)).paused, { timeout: 15_000 }).toBe(false);
    await expect.poll(async () => (await videoState(page)).muted, { timeout: 5000 }).toBe(false);
    await shot(page, 'live-02-player');

    // space and k: play/pause.
    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);

    // Right/left: 10 s seek (paused, so the playhead stays put between presses).
    const t0 = (await videoState(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(t0 + 10, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(t0, 0);

    // m: mute; up/down: volume by 5, saved as player-volume.
    await page.keyboard.press('m');
    await expect.poll(async () => (await videoState(page)).muted).toBe(true);
    await page.keyboard.press('m');
    await expect.poll(async () => (await videoState(page)).muted).toBe(false);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await videoState(page)).volume).toBeCloseTo(0.95, 2);
    expect(await page.evaluate(() => localStorage.getItem('player-volume'))).toBe('95');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await videoState(page)).volume).toBeCloseTo(0.95, 2);
    await expect(dialog.getByRole('slider', { name: 'Volume' })).toHaveValue('95');

    // c: captions.
    const captions = dialog.getByRole('button', { name: 'Captions' });
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('c');
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('c');
    await expect(captions).toHaveAttribute('aria-pressed', 'false');

    // Escape closes the quality menu (the player stays).
    await dialog.getByRole('button', { name: 'Quality' }).click();
    await expect(dialog.getByRole('menu', { name: 'Quality' })).toBeVisible();
    await shot(page, 'live-03-quality-menu');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('menu', { name: 'Quality' })).toBeHidden();
    await expect(dialog).toBeVisible();

    // f: fullscreen; Escape exits it (the player stays); f enters and leaves again.
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('role') ?? null)).toBe('dialog');
    await expect(dialog.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // Escape with nothing else open closes the player, and focus returns to the LIVE button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(liveButton).toBeFocused();
  } finally {
    // Put every stream back as it was, whatever happened above.
    await switchStream(target.id, { is_active: true, is_important: false });
    for (const s of important) await switchStream(s.id, { is_active: true, is_important: true });
    await operator.dispose();
  }
});
