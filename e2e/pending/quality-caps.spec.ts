// Issue 18 points 2 and 8. A visitor playing a free title is offered only the rungs under the free
// cap (480: the demo's 360p), and the manifest the page fetched lists none above it; a Basic (HD)
// subscriber is offered 720p. The quality setting shows the data each choice uses per hour; Data
// saver chosen in the player is still the setting after a reload and on the next title, and the
// server holds it (GET /users/preferences/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../tests/support/screens.ts';
import { signInViewer } from '../tests/support/titles.ts';

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

const tallestIn = (manifest: string) =>
  Math.max(0, ...[...manifest.matchAll(/RESOLUTION=\d+x(\d+)|\bheight="(\d+)"/g)].map((m) => Number(m[1] ?? m[2])));

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

test('a Basic subscriber gets 720p; Data saver shows its data per hour and is kept after a reload, on the next title and on the server', async ({ page }) => {
  test.setTimeout(240_000);
  const viewer = await signInViewer(page, true);
  const manifests = recordManifests(page);
  const [first, second] = await titlesOfType(page, 'paid');
  await play(page, first!.id);
  let menu = await openQualityMenu(page);
  await expect(menu.getByRole('menuitemradio').filter({ hasText: /^\d+p$/ })).toHaveText(['720p', '360p']);
  expect(manifests.some((m) => /master\.h720\.m3u8$|manifest\.h720\.mpd$/.test(m.url) && tallestIn(m.text) === 720), JSON.stringify(manifests.map((m) => m.url))).toBe(true);
  const saver = menu.getByRole('menuitemradio', { name: /^Data saver/ });
  await expect(saver).toContainText('about 0.3 GB per hour');
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
