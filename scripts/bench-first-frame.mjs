#!/usr/bin/env node
// First-frame benchmark: time from pressing Full Video to the first rendered frame, in Debian's
// Chromium against a running server (`npm start` or the E2E server).
// Usage: node scripts/bench-first-frame.mjs [baseUrl] [runs] [--mobile] [--with-ads] [--throttle] [--dwell=ms] [--subscriber]
//
// The player records a User Timing measure 'ott:click-to-first-frame' ending at the first
// presented frame (requestVideoFrameCallback). Its start is the feature's own play request, which
// the pre-roll gate moves to the end of the ads; so this script notes the click time itself and
// reports click → measure end as well as the measure itself. By default the title's ad list is
// answered empty (no pre-roll; the visitor's pre-roll gate still asks for it, one round trip a
// subscriber, who skips the gate, does not pay); --with-ads lets the pre-roll run, and then
// click → first frame includes the ads. Welcome popup: marked as seen (localStorage popupShown).
//
// --throttle: the viewer's slow network, from the page's first request: 150 ms round trip,
// 1.6 Mbps down, 750 kbps up (Chrome DevTools protocol Network.emulateNetworkConditions, the
// figures of Lighthouse's mobile profile) and a 4x slower CPU (Emulation.setCPUThrottlingRate).
// The viewer reads the page before pressing play: the click comes --dwell ms (default 3000) after
// the Full Video button appears (also without --throttle, so both modes are comparable).
// --subscriber: the paid path (issue 18.1). A new viewer signs in through the development outbox,
// completes the profile and redeems the seeded WELCOME30 code (Basic plan, one stream at a time);
// each run plays the first paid title as that viewer: a signed stream, its media token, and the
// playback session the player opens beside loading it. The player is closed after each run, which
// stops its session, so the next run is not refused for the plan's one stream. Needs the server's
// development outbox (any mode but production).
// Each run also prints a breakdown from the page's resource timing, in ms after the click
// (negative: before it): when the player chunk and the Shaka chunk finished, when the manifest
// was requested, and the first video and first audio segment requests.
/* global window -- used inside page.evaluate callbacks, which run in the browser */
import { chromium, devices } from '@playwright/test';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const base = positional[0] ?? 'http://127.0.0.1:8080';
const runs = Number(positional[1] ?? 7);
const isMobile = process.argv.includes('--mobile');
const withAds = process.argv.includes('--with-ads');
const throttle = process.argv.includes('--throttle');
const dwellMs = Number(process.argv.find((a) => a.startsWith('--dwell='))?.slice('--dwell='.length) ?? 3000);
const THROTTLE = { latency: 150, downloadThroughput: (1.6e6 / 8) * 1, uploadThroughput: 750e3 / 8, cpuRate: 4 };

const isSubscriber = process.argv.includes('--subscriber');
const viewer = isSubscriber ? await subscribedViewer() : null;
const [free] = await (await fetch(`${base}/api/videos/?video_type=${isSubscriber ? 'paid' : 'free'}&limit=1`)).json();
if (!free) throw new Error(`no ${isSubscriber ? 'paid' : 'free'} video in the catalogue`);
const details = await (await fetch(`${base}/api/videos/${free.id}/`, { headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {} })).json();

/** A new viewer with a complete profile and the Basic plan (WELCOME30), through the public API. */
async function subscribedViewer() {
  /** The cookies the server sets (the CSRF cookie, the session's), as a browser would keep them. */
  const cookies = new Map();
  const call = async (path, body, token) => {
    const csrf = cookies.get('csrftoken') ?? '';
    const res = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrftoken': csrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split('=');
      cookies.set(name.trim(), value ?? '');
    }
    const answer = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await call('/api/app-config/');
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await call('/users/request-otp/', { phone, otp_type: 'login' });
  const { code } = await call(`/dev/outbox?phone=${phone}`);
  const { token } = await call('/users/users/login/', { phone, otp: code });
  const first = async (path) => (await call(path)).data[0].id;
  const state = await first('/api/frontend/states/');
  const district = await first(`/api/frontend/districts/?state_id=${state}`);
  const constituency = await first(`/api/frontend/constituencies/?district_id=${district}`);
  const region = { state, district, constituency, mandal: 'Tenali', village: 'Kolakaluru', pincode: '522302' };
  await call('/users/complete-registration/', { first_name: 'Lakshmi', last_name: 'Devi', address: 'Guntur', phone, ...region }, token);
  await call('/users/apply-coupon/', { code: 'WELCOME30', phone }, token);
  const { user } = await call(`/users/profile/?phone=${phone}`, undefined, token);
  return { phone, token, user, csrf: cookies.get('csrftoken') ?? '', cookies: [...cookies].map(([name, value]) => ({ name, value, url: base })) };
}
const segmentKinds = await describeStream(details.hls_url);

/**
 * Which segment names are audio and which video: the HLS master's audio renditions and variants,
 * each media playlist's init and segment file names (the muxer names them per stream).
 */
async function describeStream(masterUrl) {
  const kinds = { audio: new Set(), video: new Map() };
  if (!masterUrl) return kinds;
  const masterHref = new URL(masterUrl, base).href;
  const master = await (await fetch(masterHref)).text();
  const lines = master.split(/\r?\n/);
  const files = async (uri) => {
    const text = await (await fetch(new URL(uri, masterHref))).text();
    return text
      .split(/\r?\n/)
      .flatMap((line) => (line.startsWith('#EXT-X-MAP:') ? [line.match(/URI="([^"]+)"/)?.[1]] : line && !line.startsWith('#') ? [line] : []))
      .filter(Boolean)
      .map((name) => name.split('/').at(-1).split('?')[0]);
  };
  for (const line of lines) {
    if (line.startsWith('#EXT-X-MEDIA:') && line.includes('TYPE=AUDIO')) {
      const uri = line.match(/URI="([^"]+)"/)?.[1];
      if (uri) for (const name of await files(uri)) kinds.audio.add(name);
    }
  }
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const height = Number(line.match(/RESOLUTION=\d+x(\d+)/)?.[1] ?? 0);
    const uri = lines.slice(index + 1).find((next) => next && !next.startsWith('#'));
    if (uri) for (const name of await files(uri)) if (!kinds.audio.has(name)) kinds.video.set(name, height);
  }
  return kinds;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});
const contextOptions = isMobile ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } : { viewport: { width: 1440, height: 900 } };
const samples = [];
const playerMeasures = [];
const breakdowns = [];
for (let i = 0; i < runs; i++) {
  // A fresh context per run: nothing cached from the previous run.
  const context = await browser.newContext({
    ...contextOptions,
    // app_version too: without it the first visit's app-version reset (SPEC 4) wipes popupShown.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: base,
          localStorage: [
            { name: 'popupShown', value: 'true' },
            { name: 'app_version', value: '1.0.17' },
            // Signed in as the login screen leaves it (--subscriber).
            ...(viewer
              ? [
                  { name: 'user', value: JSON.stringify(viewer.user) },
                  { name: 'token', value: viewer.token },
                  { name: 'phone', value: viewer.phone },
                  { name: 'csrfToken', value: viewer.csrf },
                  { name: 'isAuthenticated', value: 'true' },
                  { name: 'hasCompletedRegistration', value: 'true' },
                ]
              : []),
          ],
        },
      ],
    },
  });
  if (viewer) await context.addCookies(viewer.cookies);
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  if (process.env.BENCH_DEBUG) {
    page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.log(`console: ${message.text()}`));
    page.on('response', (res) => res.status() >= 400 && console.log(`${res.status()} ${res.url()}`));
  }
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latency,
      downloadThroughput: THROTTLE.downloadThroughput,
      uploadThroughput: THROTTLE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  }
  if (!withAds) await page.route('**/api/video/*/ads/', (route) => route.fulfill({ json: { status: 'success', pre_roll: [], mid_roll: [], post_roll: [] } }));
  await page.goto(`${base}/movie/${free.id}`, { timeout: 120_000 });
  // A subscriber's later runs find the title part-watched: 'Resume from 0:05' starts it there.
  const button = page.getByRole('button', { name: /^(Full Video|Resume from )/ });
  await button.waitFor({ timeout: 120_000 }).catch(async (error) => {
    if (process.env.BENCH_DEBUG) await page.screenshot({ path: '/tmp/bench-fail.png' });
    throw error;
  });
  await page.waitForTimeout(dwellMs);
  await page.evaluate(() => {
    // Capture phase: runs before the app's own click handler.
    window.addEventListener('click', () => (window.__benchClickAt ??= performance.now()), { capture: true, once: true });
  });
  await button.click();
  const video = page.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
  await video.waitFor({ state: 'attached', timeout: 30_000 }).catch(async (error) => {
    if (process.env.BENCH_DEBUG) await page.screenshot({ path: '/tmp/bench-fail.png' });
    throw error;
  });
  const timing = await page.evaluate(() => {
    const measure = performance.getEntriesByName('ott:click-to-first-frame', 'measure').at(-1);
    const resources = performance
      .getEntriesByType('resource')
      .map((r) => ({ name: r.name, startTime: r.startTime, responseEnd: r.responseEnd, bytes: r.encodedBodySize }));
    return measure ? { end: measure.startTime + measure.duration, start: measure.startTime, duration: measure.duration, clickAt: window.__benchClickAt, resources } : null;
  });
  if (!timing || timing.clickAt === undefined) throw new Error('no first-frame measure or click time');
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ ...timing, resources: undefined }));
  samples.push(Math.round(timing.end - timing.clickAt));
  playerMeasures.push(Math.round(timing.duration));
  breakdowns.push(breakdown(timing));
  if (viewer) {
    // Closing the player stops its playback session: the Basic plan allows one stream at a time.
    const stopped = page.waitForResponse((res) => /\/api\/playback\/sessions\/[^/]+\/stop\/$/.test(new URL(res.url()).pathname), { timeout: 30_000 });
    await page.keyboard.press('Escape');
    await stopped;
  }
  await context.close();
}
await browser.close();

/** Milestones in ms after the click, from resource timing (null: not seen before the first frame). */
function breakdown({ resources, clickAt, end }) {
  const rel = (t) => (t === undefined ? null : Math.round(t - clickAt));
  const file = (r) => new URL(r.name).pathname.split('/').at(-1);
  const chunk = (pattern) => resources.find((r) => pattern.test(file(r)));
  const media = resources.filter((r) => r.startTime <= end);
  // A paid title's signed URLs carry a token of their own in each answer: compared without it.
  const unsigned = (pathname) => pathname.replace(/^\/media\/s\/[^/]+\//, '/media/');
  const masterPath = details.hls_url ? unsigned(new URL(details.hls_url, base).pathname) : null;
  const manifest = media.find((r) => unsigned(new URL(r.name).pathname) === masterPath);
  const firstSegment = (test) => media.find((r) => test(file(r)) && /chunk-/.test(file(r)));
  const video = firstSegment((name) => segmentKinds.video.has(name));
  const audio = firstSegment((name) => segmentKinds.audio.has(name));
  const videoSegments = media.filter((r) => segmentKinds.video.has(file(r)) && /chunk-/.test(file(r)));
  const images = resources.filter((r) => /\.(jpe?g|png|webp|avif)$/.test(new URL(r.name).pathname));
  // Still loading at the click: those that went on to arrive, and those dropped (no body).
  const imagesDuring = images.filter((r) => r.responseEnd > clickAt && r.startTime < end);
  return {
    firstFrame: rel(end),
    playerChunk: rel(chunk(/^video-player-.*\.js$/)?.responseEnd),
    shakaChunk: rel(chunk(/^shaka-player.*\.js$/)?.responseEnd),
    shakaChunkStart: rel(chunk(/^shaka-player.*\.js$/)?.startTime),
    shakaChunkKB: chunk(/^shaka-player.*\.js$/) ? Math.round(chunk(/^shaka-player.*\.js$/).bytes / 1024) : null,
    manifest: rel(manifest?.startTime),
    firstVideo: video ? `${rel(video.startTime)} (${file(video)}, ${segmentKinds.video.get(file(video))}p)` : null,
    firstAudio: audio ? `${rel(audio.startTime)} (${file(audio)})` : null,
    videoSegmentsBeforeAudio: audio ? videoSegments.filter((r) => r.startTime < audio.startTime).map(file).join(' ') : null,
    imagesArrivingAfterClick: imagesDuring.filter((r) => r.bytes > 0).length,
    imagesCancelledAfterClick: imagesDuring.filter((r) => r.bytes === 0).length,
    imagesStartedBeforeClick: images.filter((r) => r.startTime < clickAt).length,
  };
}

const sorted = [...samples].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `${isMobile ? 'mobile 390x844' : 'desktop 1440x900'}, ${isSubscriber ? `a Basic subscriber playing the paid title ${free.title}` : `a visitor playing ${free.title}`}, ${withAds ? 'with the pre-roll' : 'ads list answered empty'}, ${runs} fresh contexts, click ${dwellMs} ms after the button appears, ` +
    (throttle ? `throttled: ${THROTTLE.latency} ms RTT, 1.6 Mbps down, 750 kbps up, CPU x${THROTTLE.cpuRate}` : 'no throttling (loopback)'),
);
console.log(`click → first frame (ms), each run: ${samples.join(', ')}`);
console.log(`median ${median} ms, best ${sorted[0]} ms, worst ${sorted.at(-1)} ms`);
console.log(`player's own measure (from its play request, ms): ${playerMeasures.join(', ')}`);
console.log('breakdown per run (ms after the click; negative = before it):');
breakdowns.forEach((b, index) => console.log(`  run ${index + 1}: ${JSON.stringify(b)}`));
