// Issue 18 points 2 and 8. A visitor playing a free title is offered only the rungs under the free
// cap (480: the demo's 360p), and the manifest the page fetched lists none above it; a Basic (HD)
// subscriber is offered 720p. The quality setting shows the data each choice uses per hour; Data
// saver chosen in the player is still the setting after a reload and on the next title, and the
// server holds it (GET /users/preferences/).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';

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
