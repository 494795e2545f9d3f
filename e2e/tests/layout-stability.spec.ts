// Issue 13: a visitor's home and movie pages shift nothing while they load (Lighthouse's CLS).
// Fails on the old code: the header's button group grew leftwards when LIVE arrived, category
// tiles took over the DOM nodes of the skeletons that shared their keys (a tile "moved" 172 px),
// and the sponsored banner pushed the movie page's rows down when it loaded.
import { expect, test, type Page } from '@playwright/test';

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift without recent input from the first byte on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className} "${(s.node.textContent ?? '').slice(0, 40)}"` : String(s.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The answers that fill reserved or skeleton places arrive after the first paint, as on a slow network. */
async function slowLists(page: Page) {
  for (const pattern of ['**/api/frontend/categories/**', '**/api/live-streams/**', '**/api/ads/banner/**']) {
    await page.route(pattern, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
  }
}

async function shiftsAfterLoad(page: Page, path: string) {
  await recordShifts(page);
  await slowLists(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The deferred rows and the live poll settle in the second after the network goes quiet.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test('the home page loads without layout shifts', async ({ page }) => {
  const shifts = await shiftsAfterLoad(page, '/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});

test('a movie page loads without layout shifts, the sponsored banner included', async ({ page, request }) => {
  const list = (await (await request.get('/api/videos/?limit=20')).json()) as { id: number; video_type: string }[];
  const video = list.find((v) => v.video_type === 'free') ?? list[0]!;
  const shifts = await shiftsAfterLoad(page, `/movie/${video.id}`);
  await expect(page.getByRole('region', { name: 'Sponsored' })).toBeVisible();
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});
