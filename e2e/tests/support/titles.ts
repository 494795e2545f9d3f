// Support for the console's ingest journey (issue 15): the films it uploads (made with ffmpeg in a
// temp dir), a console page signed in as an admin (ADMIN_PHONES passes every role), viewers in
// contexts of their own with the project's device, and a watch on the console's progress bars.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { POPUP_SEEN } from '../../playwright.config.ts';
import { adminToken } from './admin.ts';
import { csrfToken, primeStorage, signInNewUser, type SignedIn } from './session.ts';

export interface Films {
  dir: string;
  /** 1920x1080, 25 fps, H.264 + two AAC tracks tagged tel and eng (two tones), about 6 s. */
  film: string;
  /** A second, longer film (three tus chunks of 8 MB) for the dropped-connection upload. */
  longFilm: string;
  /** Telugu subtitles (SRT) covering the film. */
  srt: string;
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });

function film(out: string, seconds: number, tones: [number, number]) {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${tones[0]}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${tones[1]}:duration=${seconds}`],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
    ...['-metadata:s:a:0', 'language=tel', '-metadata:s:a:1', 'language=eng', '-movflags', '+faststart', out],
  ]);
}

/** The journey's files, made once per worker. */
export function makeFilms(): Films {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-titles-'));
  const films: Films = { dir, film: path.join(dir, 'godavari-sunrise.mp4'), longFilm: path.join(dir, 'krishna-river.mp4'), srt: path.join(dir, 'godavari-sunrise.te.srt') };
  film(films.film, 6, [440, 660]);
  // The same film twice over, stream-copied (no second encode): 12 s, three tus chunks.
  ffmpeg(['-stream_loop', '1', '-i', films.film, '-map', '0', '-c', 'copy', '-movflags', '+faststart', films.longFilm]);
  fs.writeFileSync(
    films.srt,
    ['1', '00:00:00,000 --> 00:00:03,000', 'నమస్కారం, గోదావరి', '', '2', '00:00:03,000 --> 00:00:06,000', 'సూర్యోదయం', ''].join('\n'),
  );
  return films;
}

/** The console in `page`: the admin `phone` signed in (session kept between runs, support/admin.ts). */
export async function signInAdmin(page: Page, phone: string) {
  const token = await adminToken(page.request, phone);
  const profile = await page.request.get(`/users/profile/?phone=${phone}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { user } = (await profile.json()) as { user: Record<string, unknown> };
  await page.goto('/');
  await primeStorage(page, { phone, token, user, csrfToken: await csrfToken(page.request) });
}

/** A new page in a context of its own, with the project's device. */
export async function devicePage(browser: Browser, baseURL: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL, storageState: POPUP_SEEN });
  return context.newPage();
}

/** A new viewer signed in on `page` (complete profile), optionally subscribed (the WELCOME30 coupon, as media-tokens does). */
export async function signInViewer(page: Page, subscribed: boolean): Promise<SignedIn> {
  await page.goto('/');
  const viewer = await signInNewUser(page, { completeProfile: true });
  if (subscribed) {
    const redeemed = await page.request.post('/users/apply-coupon/', {
      data: { code: 'WELCOME30', phone: viewer.phone },
      headers: { Authorization: `Bearer ${viewer.token}`, 'X-CSRFToken': viewer.csrfToken },
    });
    expect(redeemed.ok(), await redeemed.text()).toBe(true);
    const profile = await page.request.get(`/users/profile/?phone=${viewer.phone}`, { headers: { Authorization: `Bearer ${viewer.token}` } });
    viewer.user = ((await profile.json()) as { user: Record<string, unknown> }).user;
  }
  await primeStorage(page, viewer);
  return viewer;
}

/**
 * Records every value a progress bar (by its accessible name) shows, as the page renders it: a
 * MutationObserver in the page, so values between the test's polls are kept too.
 */
export async function watchProgressBars(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const record = (el: Element) => {
      if (el.getAttribute('role') !== 'progressbar') return;
      const name = el.getAttribute('aria-label') ?? '';
      const value = Number(el.getAttribute('aria-valuenow'));
      const list = (seen[name] ??= []);
      if (list.at(-1) !== value) list.push(value);
    };
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'attributes') record(m.target as Element);
        for (const node of m.addedNodes) if (node instanceof Element) [node, ...node.querySelectorAll('[role="progressbar"]')].forEach(record);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

/** The values a progress bar named `name` has shown since the page loaded (in order, repeats dropped). */
export const progressSeen = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as { __progress?: Record<string, number[]> }).__progress?.[n] ?? [], name);

/** Chromium's own upload throttle (CDP), so the upload's percent is seen moving on a local server. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}
