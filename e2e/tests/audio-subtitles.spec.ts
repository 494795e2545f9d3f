// Issue 18 point 6 (point 7's journey is in e2e/pending until it passes): the seek bar of a demo title previews its frames on hover (the sprite loads, 200).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';

interface ListedVideo {
  id: number;
  title: string;
}

/** The free demo titles with two and three soundtracks (features/seed/demo-clips.ts DUBBED_TITLE_LANGUAGES). */
const DUBBED = { title: 'Palle Paata', teluguTitle: 'పల్లె పాట' };

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
