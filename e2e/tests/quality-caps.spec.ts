// Issue 18 points 2 and 8. A visitor playing a free title is offered only the rungs under the free
// cap (480: the demo's 360p), and the manifest the page fetched lists none above it; a Basic (HD)
// subscriber is offered 720p. The quality setting shows the data each choice uses per hour; Data
// saver chosen in the player is still the setting after a reload and on the next title, and the
// server holds it (GET /users/preferences/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';
import { signInViewer } from './support/titles.ts';

interface ListedVideo {
  id: number;
  title: string;
}

async function titlesOfType(page: Page, type: 'free' | 'paid'): Promise<ListedVideo[]> {
  const list = (await (await page.request.get(`/api/videos/?video_type=${type}&limit=100`)).json()) as ListedVideo[];
  expect(list.length).toBeGreaterThan(1);
  return list;
}

/** Every manifest the page fetched, with its text. */
function recordManifests(page: Page): { url: string; text: string }[] {
  const seen: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/\/(master|manifest)(\.h\d+)?\.(m3u8|mpd)$/.test(pathname) || !response.ok()) return;
    seen.push({ url: pathname, text: await response.text().catch(() => '') });
  });
  return seen;
}

/** The video heights a manifest lists, tallest first. */
const heightsIn = (manifest: string) =>
  [...new Set([...manifest.matchAll(/RESOLUTION=\d+x(\d+)|\bheight="(\d+)"/g)].map((m) => Number(m[1] ?? m[2])))].sort((a, b) => b - a);
const tallestIn = (manifest: string) => heightsIn(manifest)[0] ?? 0;

/** Opens the title's Full Video, skips a pre-roll if one comes, and waits for the feature's first frame. */
async function play(page: Page, id: number): Promise<Locator> {
  await page.goto(`/movie/${id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const feature = page.locator('video[data-testid="video-player-video"][data-first-frame-ms]');
  const skip = page.getByRole('dialog', { name: 'Advertisement' }).getByRole('button', { name: /Skip Ad/ });
  await expect
    .poll(
      async () => {
        if ((await feature.count()) > 0) return true;
        if (await skip.isVisible().catch(() => false)) await skip.click().catch(() => undefined);
        return false;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  // Paused at the start with the controls up, so the menu can be read.
  await feature.evaluate((v: HTMLVideoElement) => v.pause());
  await feature.dispatchEvent('pointermove');
  return feature;
}

async function openQualityMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('menu', { name: 'Quality' });
  // The menu appears once the stream's rungs are known.
  await expect(page.getByRole('button', { name: 'Quality' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Quality' }).click();
  await expect(menu).toBeVisible();
  return menu;
}

test('a visitor gets the free cap on free titles: only 360p offered, and the manifest lists nothing taller', async ({ page }) => {
  test.setTimeout(180_000);
  const manifests = recordManifests(page);
  const [free] = await titlesOfType(page, 'free');
  await play(page, free!.id);
  const menu = await openQualityMenu(page);
  const items = menu.getByRole('menuitemradio');
  await expect(items.filter({ hasText: /^\d+p$/ })).toHaveText(['360p']);
  await expect(menu.getByRole('menuitemradio', { name: /^Data saver/ })).toContainText(/about \d+(\.\d)? (GB|MB) per hour/);
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toContainText(/up to \d+(\.\d)? (GB|MB) per hour/);
  await shot(page, 'quality-caps-01-visitor-menu');
  // The title's own manifests (the pre-roll ad streams from demo/ad-…, outside any plan).
  const fetched = manifests.filter((m) => /\/demo\/(?!ad-)/.test(m.url));
  expect(fetched.length, JSON.stringify(manifests.map((m) => m.url))).toBeGreaterThan(0);
  for (const manifest of fetched) {
    expect(manifest.url).toMatch(/\.h480\.(m3u8|mpd)$/);
    expect(tallestIn(manifest.text), manifest.url).toBeLessThanOrEqual(480);
  }
});

test('a Basic subscriber gets 720p; Data saver shows its data per hour and is kept after a reload, on the next title and on the server', async ({ page }) => {
  test.setTimeout(240_000);
  const viewer = await signInViewer(page, true);
  const manifests = recordManifests(page);
  const [first, second] = await titlesOfType(page, 'paid');
  await play(page, first!.id);
  let menu = await openQualityMenu(page);
  // The title's HD master (master.h720.m3u8 or manifest.h720.mpd), and every one of its rungs offered.
  const capped = manifests.find((m) => /\/(master|manifest)\.h720\.(m3u8|mpd)$/.test(m.url));
  expect(capped, JSON.stringify(manifests.map((m) => m.url))).toBeDefined();
  expect(tallestIn(capped!.text)).toBe(720);
  await expect(menu.getByRole('menuitemradio').filter({ hasText: /^\d+p$/ })).toHaveText(heightsIn(capped!.text).map((height) => `${height}p`));
  const saver = menu.getByRole('menuitemradio', { name: /^Data saver/ });
  await expect(saver).toContainText(/about \d+(\.\d)? (GB|MB) per hour/);
  await shot(page, 'quality-caps-02-subscriber-menu');
  await saver.click();
  await expect(page.getByRole('button', { name: 'Quality' })).toContainText('Data saver');

  await expect
    .poll(async () => {
      const res = await page.request.get('/users/preferences/', { headers: { Authorization: `Bearer ${viewer.token}` } });
      return ((await res.json()) as { preferences: { quality: string | null } }).preferences.quality;
    })
    .toBe('data_saver');

  await page.reload();
  await play(page, second!.id);
  menu = await openQualityMenu(page);
  await expect(menu.getByRole('menuitemradio', { name: /^Data saver/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Quality' })).toContainText('Data saver');
  await shot(page, 'quality-caps-03-next-title-data-saver');

  // The same setting on the profile page's Account Settings.
  await page.goto('/profile');
  await expect(page.getByLabel('Video Quality')).toHaveValue('data_saver');
  await page.getByLabel('Video Quality').scrollIntoViewIfNeeded();
  await shot(page, 'quality-caps-04-profile-setting');
});
