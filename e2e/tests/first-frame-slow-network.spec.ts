// Playback start on the viewer's slow network (issue 13.2), in structure rather than seconds (the
// seconds are `npm run bench:first-frame -- --throttle`'s): on an emulated 150 ms / 1.6 Mbps line
// with a 4x slower CPU, pressing Full Video fetches the stream's first audio segment alongside the
// first video segment (before any second video segment; Shaka used to fetch video segments 1, the
// middle and the last looking for in-band captions first), downloads each start-up file once (what
// the click prefetched is handed to the player, not fetched again), starts no page image until the
// first frame, and plays.
import { expect, test } from '@playwright/test';
import { firstVideoOfType } from './support/session.ts';

interface Resource {
  name: string;
  startTime: number;
  bytes: number;
}

interface VideoDetails {
  hls_url: string | null;
}

test('a free movie on a slow line: audio with the first video segment, nothing twice, images wait', async ({ page, request, context }) => {
  const { id } = await firstVideoOfType(request, 'free');
  const details = (await (await request.get(`/api/videos/${id}/`)).json()) as VideoDetails;
  expect(details.hls_url).toBeTruthy();
  // Which segment files are audio: the master's audio rendition's playlist names them.
  const master = await (await request.get(details.hls_url!)).text();
  const audioPlaylist = master.match(/TYPE=AUDIO[^\n]*URI="([^"]+)"/)?.[1];
  expect(audioPlaylist, master).toBeTruthy();
  const videoPlaylists = new Set(master.split('\n').filter((line, i, lines) => lines[i - 1]?.startsWith('#EXT-X-STREAM-INF')).map((line) => line.trim()));
  const audioFiles = new Set(
    (await (await request.get(new URL(audioPlaylist!, new URL(details.hls_url!, 'http://x/')).pathname)).text())
      .split('\n')
      .map((line) => line.match(/URI="([^"]+)"/)?.[1] ?? (line.startsWith('#') ? '' : line.trim()))
      .filter(Boolean),
  );

  // No pre-roll: this journey is about the title's own start (the ads journey covers the gate).
  await page.route('**/api/video/*/ads/', (route) => route.fulfill({ json: { status: 'success', pre_roll: [], mid_roll: [], post_roll: [] } }));
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto(`/movie/${id}`);
  const button = page.getByRole('button', { name: 'Full Video' });
  await button.waitFor();
  await page.evaluate(() => window.addEventListener('click', () => ((window as { clickAt?: number }).clickAt ??= performance.now()), { capture: true, once: true }));
  await button.click();
  const video = page.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 90_000 });

  const { clickAt, firstFrameAt, resources } = await page.evaluate(() => {
    const measure = performance.getEntriesByName('ott:click-to-first-frame', 'measure').at(-1)!;
    return {
      clickAt: (window as { clickAt?: number }).clickAt!,
      firstFrameAt: measure.startTime + measure.duration,
      resources: performance
        .getEntriesByType('resource')
        .map((r) => ({ name: r.name, startTime: r.startTime, bytes: (r as PerformanceResourceTiming).encodedBodySize })),
    };
  });
  const file = (r: Resource) => new URL(r.name).pathname.split('/').at(-1)!;
  const streamDir = new URL(details.hls_url!, 'http://x/').pathname.replace(/[^/]+$/, '');
  const stream = resources.filter((r) => new URL(r.name).pathname.startsWith(streamDir) && r.startTime <= firstFrameAt);
  const segments = stream.filter((r) => /^chunk-/.test(file(r)));
  const firstAudio = segments.findIndex((r) => audioFiles.has(file(r)));
  const videoBeforeAudio = segments.slice(0, Math.max(firstAudio, 0)).filter((r) => !audioFiles.has(file(r)));
  expect(firstAudio, segments.map(file).join(' ')).toBeGreaterThanOrEqual(0);
  // At most the first video segment before the first audio one: never a second video segment.
  expect(videoBeforeAudio.length, `segments in request order: ${segments.map(file).join(' ')}`).toBeLessThanOrEqual(1);

  // Each start-up file once: the click's prefetch is what the player used. The start-up ends where
  // another video rendition's playlist is asked for: adaptive bitrate switching (on a loaded
  // machine the first frame can come late enough for one), after which Shaka reloads the shared
  // audio playlist itself; that is not the prefetch going unused.
  const all = stream.map(file);
  const startRendition = all.find((name) => videoPlaylists.has(name));
  const switchAt = all.findIndex((name) => videoPlaylists.has(name) && name !== startRendition);
  const names = switchAt < 0 ? all : all.slice(0, switchAt);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  expect(twice, all.join(' ')).toEqual([]);
  expect(names.filter((name) => name.endsWith('.m3u8')).length).toBeGreaterThanOrEqual(2);

  // Page images: none starts between the click and the first frame.
  const imagesStarted = resources.filter((r) => /\.(jpe?g|png|webp|avif)$/.test(new URL(r.name).pathname) && r.startTime > clickAt && r.startTime < firstFrameAt);
  expect(imagesStarted.map((r) => new URL(r.name).pathname)).toEqual([]);

  // And it plays.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(start + 1);
});
