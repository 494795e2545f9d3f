// Issue 14.2: paid media URLs carry a 10-minute token for the title, and the player renews it while
// it plays. A subscriber opens a paid title with a URL whose token has seconds left: Shaka's
// request filter asks GET /api/media-token/ first, and the manifest, playlists and segments all go
// out with the renewed token; the title plays. A visitor gets no token.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { firstVideoOfType, signedInAt } from './support/session.ts';

/** The E2E server's key: MEDIA_EDGE_SECRET derived from the development MEDIA_SIGNING_SECRET (config.ts). */
const EDGE_SECRET = crypto.createHmac('sha256', 'dev-only-secret-change-me').update('media-edge-token').digest('hex');
const tokenFor = (dir: string, expires: number) =>
  `${expires}-${crypto.createHash('md5').update(`${expires}/${dir} ${EDGE_SECRET}`).digest('base64url')}`;

test('a paid title whose token is nearly spent plays on a renewed token', async ({ page }) => {
  const signedIn = await signedInAt(page, '/');
  const redeemed = await page.request.post('/users/apply-coupon/', {
    data: { code: 'WELCOME30', phone: signedIn.phone },
    headers: { Authorization: `Bearer ${signedIn.token}`, 'X-CSRFToken': signedIn.csrfToken },
  });
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
  const paid = await firstVideoOfType(page.request, 'paid');
  const detail = (await (await page.request.get(`/api/videos/${paid.id}/`, { headers: { Authorization: `Bearer ${signedIn.token}` } })).json()) as { hls_url: string | null };
  const match = /^\/media\/s\/(\d+)-[\w-]{22}\/(protected\/.+)\/master(?:\.h\d+)?\.m3u8$/.exec(detail.hls_url ?? '');
  expect(match, detail.hls_url ?? 'no hls_url').not.toBeNull();
  const dir = match![2]!;
  // Seconds left: the player must renew before its first request.
  const spent = tokenFor(dir, Math.floor(Date.now() / 1000) + 20);

  const mediaTokens: string[] = [];
  const renewals: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const signed = /^\/media\/s\/([^/]+)\//.exec(url.pathname);
    if (signed) mediaTokens.push(signed[1]!);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/media-token/') renewals.push(response.status());
  });
  // `video=` names the title: the player opens its playback session, which the renewal names (issue 18.1).
  await page.goto(`/player?src=${encodeURIComponent(`/media/s/${spent}/${dir}/master.m3u8`)}&video=${paid.id}`);
  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 0.5);

  expect(renewals).toEqual([200]);
  expect(mediaTokens.length).toBeGreaterThan(3);
  expect(mediaTokens).not.toContain(spent);
  expect(new Set(mediaTokens).size).toBe(1);
});

test('a visitor gets no media token', async ({ request }) => {
  const res = await request.get('/api/media-token/?dir=protected/demo/any-title');
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ message: 'Please login to continue' });
});
