// Issue 18 points 6 and 7: a signed-in viewer plays the two-language demo title, switches its audio to
// Hindi and turns on Telugu subtitles (the Telugu cue is on screen); the next title starts with
// Telugu subtitles and Hindi audio, and the server holds both choices (GET /users/preferences/).
// The seek bar of a demo title previews its frames on hover (the sprite loads, 200).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';

interface ListedVideo {
  id: number;
  title: string;
}

/** The free demo titles with two and three soundtracks (features/seed/demo-clips.ts DUBBED_TITLE_LANGUAGES). */
const DUBBED = { title: 'Palle Paata', teluguTitle: 'పల్లె పాట' };
const NEXT = { title: 'గోదారి గట్టు' };

async function videoId(request: APIRequestContext, title: string): Promise<number> {
  const list = (await (await request.get('/api/videos/?video_type=free&limit=100')).json()) as ListedVideo[];
  const found = list.find((video) => video.title === title);
  if (!found) throw new Error(`no free title ${title} in ${list.map((video) => video.title).join(', ')}`);
  return found.id;
}

/** Opens the title's Full Video and waits for its first frame (a pre-roll may run first). */
async function play(page: Page, id: number): Promise<Locator> {
  await page.goto(`/movie/${id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const video = page.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 90_000 });
  return video;
}

/** Paused a second in (the first cue, the title, is up from 0 to about 3 s), controls shown. */
async function holdAt(video: Locator, seconds: number) {
  await video.evaluate((v: HTMLVideoElement, at: number) => {
    v.pause();
    v.currentTime = at;
  }, seconds);
  await video.dispatchEvent('pointermove');
}

const shownCaptions = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) =>
    Array.from(v.textTracks)
      .filter((track) => track.mode === 'showing')
      .map((track) => `${track.language}:${Array.from(track.activeCues ?? [], (cue) => (cue as VTTCue).text).join('|')}`)
      .join(','),
  );

test('audio language and subtitles: chosen on one title, kept on the next and on the server', async ({ page }) => {
  test.setTimeout(240_000);
  await signedInAt(page, '/');
  const dubbedId = await videoId(page.request, DUBBED.title);
  const nextId = await videoId(page.request, NEXT.title);
  const media: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/')) media.push(pathname);
  });

  // 1. The two-language title: Audio menu Telugu (default) and Hindi; Hindi chosen and fetched.
  const video = await play(page, dubbedId);
  await holdAt(video, 1);
  const audioButton = page.getByRole('button', { name: 'Audio' });
  await audioButton.click();
  const audioMenu = page.getByRole('menu', { name: 'Audio' });
  await expect(audioMenu.getByRole('menuitemradio')).toHaveText(['Telugu', 'Hindi']);
  await expect(audioMenu.getByRole('menuitemradio', { name: 'Telugu' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'audio-subtitles-01-audio-menu');
  // The title's own master (a pre-roll ad, when one plays first, has its own).
  const master = await (await page.request.get(media.find((path) => /\/demo\/palle-paata\/master(\.h\d+)?\.m3u8$/.test(path))!)).text();
  const hindiPlaylist = /#EXT-X-MEDIA:TYPE=AUDIO[^\n]*LANGUAGE="hi"[^\n]*URI="([^"]+)"/.exec(master)?.[1];
  expect(hindiPlaylist, master).toBeDefined();
  const beforeSwitch = media.length;
  await audioMenu.getByRole('menuitemradio', { name: 'Hindi' }).click();
  await expect(audioMenu).toHaveCount(0);
  await expect(audioButton).toContainText('Hindi');
  await expect.poll(() => media.slice(beforeSwitch).some((path) => path.endsWith(`/${hindiPlaylist}`)), { timeout: 20_000 }).toBe(true);

  // 2. Telugu subtitles on: the Telugu cue (the title in Telugu script) is on screen.
  await video.dispatchEvent('pointermove');
  await page.getByRole('button', { name: 'Captions' }).click();
  const captionsMenu = page.getByRole('menu', { name: 'Captions' });
  await expect(captionsMenu.getByRole('menuitemradio')).toHaveText(['Off', 'English', 'తెలుగు']);
  await captionsMenu.getByRole('menuitemradio', { name: 'తెలుగు' }).click();
  await expect.poll(() => shownCaptions(video)).toBe(`te:${DUBBED.teluguTitle}`);
  await shot(page, 'audio-subtitles-02-telugu-subtitles');

  // 3. The server holds both choices.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/users/preferences/');
      return answer.ok() ? ((await answer.json()) as { preferences: Record<string, unknown> }).preferences : { status: answer.status() };
    })
    .toMatchObject({ audio_language: 'hi', subtitle_language: 'te' });

  // 4. Close, open another title: Telugu subtitles and Hindi audio from the start.
  await page.keyboard.press('Escape');
  await expect(page.locator('video[data-testid="video-player-video"]')).toHaveCount(0);
  const next = await play(page, nextId);
  await holdAt(next, 1);
  await expect.poll(() => shownCaptions(next)).toMatch(/^te:.+/);
  await expect(page.getByRole('button', { name: 'Audio' })).toContainText('Hindi');
  await page.getByRole('button', { name: 'Captions' }).click();
  await expect(page.getByRole('menu', { name: 'Captions' }).getByRole('menuitemradio', { name: 'తెలుగు' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await shot(page, 'audio-subtitles-03-next-title');
});

test('seek preview: hovering over a demo title\'s seek bar shows its frame there', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAt(page, '/');
  const id = await videoId(page.request, DUBBED.title);
  const details = (await (await page.request.get(`/api/videos/${id}/`)).json()) as { trick_play_url?: string | null };
  expect(details.trick_play_url).toMatch(/\/demo\/palle-paata\/trickplay-thumbnails\.vtt$/);
  const sprites: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/trickplay-sprite-\d+\.jpg$/.test(new URL(response.url()).pathname)) sprites.push({ url: response.url(), status: response.status() });
  });
  const video = await play(page, id);
  await holdAt(video, 1);
  const seek = page.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  // Hover at about 60 % of the clip: the preview tile of that second appears above the pointer.
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 4 });
  const tile = page.getByTestId('seek-preview-tile');
  await expect(tile).toBeVisible();
  await expect(tile).toHaveCSS('background-image', /trickplay-sprite-0\.jpg/);
  await expect.poll(() => sprites.map((sprite) => sprite.status)).toContain(200);
  // The tile is the one for the hovered second: 16 tiles of 160x90 in 8 columns.
  const position = await tile.evaluate((node) => getComputedStyle(node).backgroundPosition);
  expect(position).toMatch(/^-\d+px -?\d+px$/);
  await shot(page, 'audio-subtitles-04-seek-preview');
});
