// Issue 15 'Checks': the operator console's ingest through its UI. An editor (an ADMIN_PHONES admin
// passes every role) creates a title at /admin/titles/new and uploads a 1080p film with Telugu and
// English audio over tus; the title page follows the transcode's steps and percent to done; the
// editor adds Telugu subtitles, makes the title paid (packaged again, AES-128) and publishes it. A
// subscriber finds it in Recently Added and plays it (Audio menu: Telugu, English; Captions:
// Telugu); a signed-in viewer without a subscription gets none of its stream. A second upload whose
// connection drops part-way carries on from the server's offset, never from 0.
import fs from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { shot } from './support/screens.ts';
import {
  devicePage,
  makeFilms,
  progressSeen,
  signInAdmin,
  signInViewer,
  throttleUploads,
  watchProgressBars,
  type Films,
} from './support/titles.ts';

/** One admin per project (listed in ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name.endsWith('mobile') ? '9000000006' : '9000000005');
const TUS_CHUNK = 8 * 1024 * 1024;

let films: Films;
test.beforeAll(() => {
  // ffmpeg on a machine also running two browsers and the server's own transcodes.
  test.setTimeout(180_000);
  films = makeFilms();
});
test.afterAll(() => {
  if (films) fs.rmSync(films.dir, { recursive: true, force: true });
});

const uniqueName = (base: string) => `${base} ${test.info().project.name} ${Date.now().toString(36)}`;

/** /admin/titles → New title (the console's own link), the film and the name, then Create and upload. */
async function startNewTitle(page: Page, file: string, name: string) {
  await page.goto('/admin/titles');
  await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
  await page.getByRole('link', { name: 'New title' }).click();
  await expect(page).toHaveURL(/\/admin\/titles\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New title' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(file.split('/').pop()!)).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create and upload' }).click();
}

/** Scrolls the page to its top, then `heading` into view if it is still below (the phone's one column). */
async function showSection(page: Page, heading: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).scrollIntoViewIfNeeded();
}

/**
 * The title page's Film section until its state reads Ready; returns the steps and states it showed.
 * With `shotName`, a screenshot of the section the first time it shows a running step.
 */
async function followIngest(page: Page, shotName?: string, timeoutMs = 240_000) {
  const state = page.getByTestId('ingest-state');
  const step = page.locator('dt', { hasText: /^Step$/ }).locator('xpath=following-sibling::dd[1]');
  const states = new Set<string>();
  const steps = new Set<string>();
  let shotTaken = !shotName;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = (await state.textContent({ timeout: 5_000 }).catch(() => null))?.trim() ?? '';
    if (now) states.add(now);
    const stepText = (await step.textContent({ timeout: 200 }).catch(() => null))?.trim();
    if (stepText) {
      steps.add(stepText);
      if (!shotTaken && now === 'Processing') {
        shotTaken = true;
        await showSection(page, 'Film');
        await shot(page, shotName!);
      }
    }
    if (now === 'Ready' || now === 'Failed') break;
    if (Date.now() > until) throw new Error(`ingest still ${now} after ${timeoutMs} ms (states ${[...states].join(', ')})`);
    await page.waitForTimeout(250);
  }
  await expect(state, `the ingest failed: ${await page.getByRole('alert').allTextContents()}`).toHaveText('Ready');
  const bar = page.getByRole('progressbar', { name: 'Processing progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  return { states: [...states], steps: [...steps] };
}

test('an editor uploads, edits and publishes a paid title; a subscriber plays it with its languages, a viewer without a subscription gets nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(480_000);
  const name = uniqueName('Godavari Sunrise');
  await watchProgressBars(page);
  await signInAdmin(page, adminPhone());

  // 1. New title: the file, the name, the upload's percent (a throttled upload, so it is seen moving).
  const unthrottle = await throttleUploads(page, 3 * 1024 * 1024);
  await startNewTitle(page, films.film, name);
  await expect(page.getByText(/^Uploading [1-9]\d?%$/)).toBeVisible();
  await shot(page, 'admin-titles-01-uploading');
  await expect(page).toHaveURL(/\/admin\/titles\/\d+$/, { timeout: 60_000 });
  await unthrottle();
  const id = Number(/\/admin\/titles\/(\d+)$/.exec(page.url())![1]);
  const uploadPercents = await progressSeen(page, 'Upload progress');
  expect(uploadPercents.some((p) => p > 0 && p < 100), `upload percents ${uploadPercents.join(',')}`).toBe(true);

  // 2. The title page follows the transcode: state, step and percent, to Ready at 100 %.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await shot(page, 'admin-titles-02-title-page');
  const first = await followIngest(page, 'admin-titles-03-processing');
  const percents = await progressSeen(page, 'Processing progress');
  test.info().annotations.push({ type: 'ingest', description: `states ${first.states.join(' → ')}; steps ${first.steps.join(' → ')}; percents ${percents.join(',')}` });
  expect(first.steps.length, first.steps.join(', ')).toBeGreaterThan(0);
  expect(percents.some((p) => p < 100)).toBe(true);
  expect(percents.at(-1)).toBe(100);
  const audio = page.getByRole('list', { name: 'Audio languages' }).getByRole('listitem');
  await expect(audio).toHaveText(['Telugu', 'English']);
  await expect(page.getByText('Not protected')).toBeVisible();
  await showSection(page, 'Film');
  await shot(page, 'admin-titles-04-ready');

  // 3. Telugu subtitles, then the type paid (packaged again, encrypted), then Publish now.
  const subtitles = page.getByRole('form', { name: 'Add subtitles' });
  await subtitles.getByLabel('Subtitle file (.srt or .vtt, up to 2 MB)').setInputFiles(films.srt);
  await subtitles.getByLabel('Language', { exact: true }).selectOption('te');
  await expect(subtitles.getByLabel('Label', { exact: true })).toHaveValue('Telugu');
  await subtitles.getByRole('button', { name: 'Add subtitles' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Telugu (te)' })).toBeVisible();
  // In the middle of the screen: the toast at the top would cover the list.
  await page.getByRole('heading', { level: 2, name: 'Subtitles', exact: true }).evaluate((h) => h.scrollIntoView({ block: 'center' }));
  await shot(page, 'admin-titles-05-subtitles');

  const details = page.getByRole('form', { name: 'Details' });
  await details.getByLabel('Type', { exact: true }).selectOption('paid');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByTestId('ingest-state')).not.toHaveText('Ready');
  const second = await followIngest(page);
  test.info().annotations.push({ type: 'ingest (paid)', description: `states ${second.states.join(' → ')}; steps ${second.steps.join(' → ')}` });
  await expect(page.getByText('Protected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Title published')).toBeVisible();
  await expect(page.getByText('Viewers can find and watch this title.')).toBeVisible();
  await showSection(page, 'Publishing');
  await shot(page, 'admin-titles-06-published');
  // The catalogue lists it as a published paid title (searched by its name).
  await page.getByRole('link', { name: 'All titles' }).click();
  await page.getByLabel('Search by name').fill(name);
  await page.getByLabel('Search by name').press('Enter');
  const row = page.getByRole('list', { name: 'Titles' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('6s');
  await shot(page, 'admin-titles-06b-list');

  // 4. A subscriber finds it in Recently Added and plays it.
  const viewerPage = await devicePage(browser, baseURL!);
  const nonSubscriberPage = await devicePage(browser, baseURL!);
  try {
    await signInViewer(viewerPage, true);
    const media: Request[] = [];
    viewerPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/media/') || pathname.startsWith('/api/drm/keys/')) media.push(request);
    });
    await viewerPage.goto('/');
    const recent = viewerPage.getByRole('region', { name: 'Recently Added' });
    const card = recent.getByRole('link', { name: new RegExp(name) });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await card.click();
    await expect(viewerPage).toHaveURL(`/movie/${id}`);
    await expect(viewerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await viewerPage.getByRole('button', { name: 'Full Video' }).click();
    const video = viewerPage.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
    await expect(video).toHaveCount(1, { timeout: 60_000 });
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 0.5);

    // The stream is the protected one, through signed URLs, with its key.
    const paths = media.map((r) => new URL(r.url()).pathname);
    // The master of the viewer's plan cap (issue 18.2: master.h<height>.m3u8), or the full one for 4K.
    const masterPath = paths.find((p) => /^\/media\/s\/[^/]+\/protected\/.+\/master(\.h\d+)?\.m3u8$/.test(p));
    expect(masterPath, paths.join('\n')).toBeDefined();
    const keyPath = paths.find((p) => p.startsWith('/api/drm/keys/'));
    expect(keyPath, paths.join('\n')).toBeDefined();
    const segmentPath = paths.find((p) => /^\/media\/s\/[^/]+\/protected\/.+\.(m4s|ts|mp4)$/.test(p));
    expect(segmentPath, paths.join('\n')).toBeDefined();

    expect(await video.evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`)).not.toBe('0x0');

    // Audio: Telugu and English; English chosen, its audio is fetched. (The film is 6 s long: it
    // waits paused near its start while the menus are used, and plays on afterwards.)
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 0.5;
    });
    await video.dispatchEvent('pointermove');
    const audioButton = viewerPage.getByRole('button', { name: 'Audio' });
    await audioButton.click();
    const audioMenu = viewerPage.getByRole('menu', { name: 'Audio' });
    await expect(audioMenu.getByRole('menuitemradio')).toHaveText(['Telugu', 'English']);
    await expect(audioMenu.getByRole('menuitemradio', { name: 'Telugu' })).toHaveAttribute('aria-checked', 'true');
    await shot(viewerPage, 'admin-titles-07-audio-menu');
    const masterText = await (await viewerPage.request.get(masterPath!)).text();
    const englishUri = /#EXT-X-MEDIA:TYPE=AUDIO[^\n]*LANGUAGE="en"[^\n]*URI="([^"]+)"/.exec(masterText)?.[1];
    expect(englishUri, masterText).toBeDefined();
    const beforeSwitch = media.length;
    await audioMenu.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(audioMenu).toHaveCount(0);
    await expect(audioButton).toContainText('English');
    // The player fetches the English audio's segments (audio-<n>-en[-low]-<k>.ts).
    await expect
      .poll(() => media.slice(beforeSwitch).some((r) => /\/protected\/.+\/audio-\d+-en(-low)?-\d+\.\w+$/.test(new URL(r.url()).pathname)), { timeout: 20_000 })
      .toBe(true);
    test.info().annotations.push({ type: 'after English', description: media.slice(beforeSwitch).map((r) => new URL(r.url()).pathname.split('/').pop()).join(' ') });

    // Captions: Off and Telugu; Telugu shows.
    await video.dispatchEvent('pointermove');
    await viewerPage.getByRole('button', { name: 'Captions' }).click();
    const captionsMenu = viewerPage.getByRole('menu', { name: 'Captions' });
    await expect(captionsMenu.getByRole('menuitemradio')).toHaveText(['Off', 'Telugu']);
    await shot(viewerPage, 'admin-titles-08-captions-menu');
    await captionsMenu.getByRole('menuitemradio', { name: 'Telugu' }).click();
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          Array.from(v.textTracks)
            .filter((t) => t.mode === 'showing')
            .map((t) => `${t.language}:${t.cues?.length ?? 0}`)
            .join(','),
        ),
      )
      .toMatch(/^te:[1-9]/);
    const now = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(now + 0.5);
    await video.dispatchEvent('pointermove');
    await shot(viewerPage, 'admin-titles-09-playing');

    // 5. A signed-in viewer without a subscription: no stream in the title's answer, the premium
    //    popup on Full Video, and every part of the stream refused without the subscriber's token.
    const other = await signInViewer(nonSubscriberPage, false);
    const auth = { Authorization: `Bearer ${other.token}` };
    const answer = (await (await nonSubscriberPage.request.get(`/api/videos/${id}/`, { headers: auth })).json()) as { hls_url: string | null; dash_url: string | null };
    expect(answer).toMatchObject({ hls_url: null });
    const otherMedia: string[] = [];
    nonSubscriberPage.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.includes('/protected/') || pathname.startsWith('/api/drm/keys/')) otherMedia.push(pathname);
    });
    await nonSubscriberPage.goto(`/movie/${id}`);
    await nonSubscriberPage.getByRole('button', { name: 'Full Video' }).click();
    await expect(nonSubscriberPage.getByRole('dialog', { name: 'Premium Content' })).toBeVisible();
    await shot(nonSubscriberPage, 'admin-titles-10-not-subscribed');
    expect(otherMedia).toEqual([]);
    const unsigned = (p: string) => p.replace(/^\/media\/s\/[^/]+\//, '/media/');
    const dir = /^\/media\/s\/[^/]+\/(protected\/.+)\/master(\.h\d+)?\.m3u8$/.exec(masterPath!)![1]!;
    const refused = {
      master: (await nonSubscriberPage.request.get(unsigned(masterPath!), { headers: auth })).status(),
      segment: (await nonSubscriberPage.request.get(unsigned(segmentPath!), { headers: auth })).status(),
      key: (await nonSubscriberPage.request.get(keyPath!, { headers: auth })).status(),
      token: (await nonSubscriberPage.request.get(`/api/media-token/?dir=${encodeURIComponent(dir)}`, { headers: auth })).status(),
    };
    expect(refused.master, 'unsigned master').toBeGreaterThanOrEqual(403);
    expect(refused.segment, 'unsigned segment').toBeGreaterThanOrEqual(403);
    expect(refused.key, 'key').toBe(403);
    expect([403, 404], 'media token').toContain(refused.token);
    test.info().annotations.push({ type: 'refused', description: JSON.stringify(refused) });
  } finally {
    await viewerPage.context().close();
    await nonSubscriberPage.context().close();
  }
});

test('a dropped upload carries on from where the server stopped, not from 0', async ({ page }) => {
  test.setTimeout(180_000);
  const name = uniqueName('Krishna River');
  await watchProgressBars(page);
  await signInAdmin(page, adminPhone());

  // The connection "drops" after the first 8 MB chunk: every PATCH is refused at the network for
  // a few seconds (tus-js-client retries after 0, 1 and 3 s), then the link comes back.
  let patches = 0;
  let dropUntil = 0;
  const dropped: number[] = [];
  await page.route('**/api/admin/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') {
      patches += 1;
      if (patches === 2) dropUntil = Date.now() + 3_000;
      if (Date.now() < dropUntil) {
        dropped.push(patches);
        return route.abort('connectionreset');
      }
    }
    return route.continue();
  });
  const heads: { status: number; offset: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'HEAD' && new URL(response.url()).pathname.startsWith('/api/admin/uploads/')) {
      heads.push({ status: response.status(), offset: response.headers()['upload-offset'] });
    }
  });

  const size = fs.statSync(films.longFilm).size;
  expect(size).toBeGreaterThan(2 * TUS_CHUNK);
  await startNewTitle(page, films.longFilm, name);
  // While the link is down the percent holds (the first chunk's), and nothing says the upload failed.
  await expect.poll(() => dropped.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/^Uploading [1-9]\d?%$/)).toBeVisible();
  await shot(page, 'admin-titles-11-upload-dropped');
  await expect(page.getByText('The upload stopped')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/titles\/\d+$/, { timeout: 60_000 });

  // tus asked the server where to go on: the first chunk was kept.
  expect(dropped.length).toBeGreaterThanOrEqual(2);
  expect(heads.length, JSON.stringify(heads)).toBeGreaterThan(0);
  expect(heads.every((h) => h.status === 200 && h.offset === String(TUS_CHUNK)), JSON.stringify(heads)).toBe(true);
  const percents = await progressSeen(page, 'Upload progress');
  test.info().annotations.push({ type: 'upload', description: `percents ${percents.join(',')}; dropped PATCHes ${dropped.join(',')}; HEAD ${JSON.stringify(heads)}` });
  const firstMoving = percents.findIndex((p) => p > 0);
  expect(firstMoving, percents.join(',')).toBeGreaterThanOrEqual(0);
  expect(percents.slice(firstMoving).includes(0), percents.join(',')).toBe(false);
  expect(percents.at(-1)).toBe(100);

  // The film arrived whole: the server took it and queued its processing, which the editor cancels.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`krishna-river.mp4`)).toBeVisible();
  await expect(page.getByTestId('ingest-state')).toHaveText(/Waiting to be processed|Processing/);
  await page.unroute('**/api/admin/uploads/**');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId('ingest-state')).toHaveText('Cancelled');
  await shot(page, 'admin-titles-12-resumed-cancelled');
});
