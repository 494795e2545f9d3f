// Issue 4 discovery journeys: search with the 300 ms debounce, recent searches and the saved
// search state restored after opening a result; a category opened from home with Load More; and
// the list and news screens the header, bottom nav and footer link to.
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-${name}.png`) });
}

/** The search requests of SPEC 7: the same text as title, description and category_name. */
function isSearchRequest(request: Request) {
  const url = new URL(request.url());
  return /^\/api\/videos\/?$/.test(url.pathname) && url.searchParams.has('title');
}

test('search waits for the pause, remembers searches and restores the screen after a result', async ({ page }) => {
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) searches.push(new URL(request.url()));
  });
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search videos' });
  await expect(box).toHaveAttribute('placeholder', 'Search Title, Movie or Cast');
  await expect(page.getByRole('list', { name: 'Trending Now' }).getByRole('link')).toHaveCount(10);
  await shot(page, 'search-01-empty');

  // The whole word at once, then the pause: one request, for the whole word. (Typed key by key, a
  // busy 2-core CI machine stretched a gap between keys past 300 ms even with no delay asked, and
  // the app rightly searched for 'g' or 'god': that measured the machine, not the debounce. The
  // debounce itself is covered key by key with fake timers in the search route's component tests.)
  await box.fill('godavari');
  const results = page.getByRole('list', { name: 'Results for “godavari”' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(results.getByRole('link', { name: /Godavari/ }).first()).toBeVisible();
  await page.waitForTimeout(600);
  expect(searches.map((u) => Object.fromEntries(u.searchParams))).toEqual([
    { title: 'godavari', description: 'godavari', category_name: 'godavari' },
  ]);
  await shot(page, 'search-02-results');

  // Enter keeps the search; an emptied box shows it under Recent Searches.
  await box.press('Enter');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('list', { name: /^Results for/ })).toHaveCount(0);
  const recent = page.getByRole('region', { name: 'Recent Searches' });
  await expect(recent.getByRole('button', { name: 'godavari' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBe('["godavari"]');

  // A broad query fills a long grid; scroll down and open a card in view.
  await box.fill('a');
  const grid = page.getByRole('list', { name: 'Results for “a”' });
  await expect(grid.getByRole('link').nth(12)).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  const href = await grid.evaluate((list) => {
    const links = [...list.querySelectorAll('a')];
    return links.find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 80 && r.bottom < window.innerHeight - 80;
    })?.getAttribute('href');
  });
  expect(href).toMatch(/^\/movie\/\d+$/);
  const shownBefore = await grid.getByRole('link').count();
  await shot(page, 'search-03-scrolled');
  await grid.locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('lastSearchState'))) ?? '{}') as {
    query: string;
    results: unknown[];
    scrollPosition: number;
  };
  expect(saved).toMatchObject({ query: 'a', scrollPosition: 700 });
  expect(saved.results).toHaveLength(shownBefore);

  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(box).toHaveValue('a');
  await expect(grid.getByRole('link')).toHaveCount(shownBefore);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  await expect(grid.locator(`a[href="${href}"]`)).toBeInViewport();
  await shot(page, 'search-04-restored');
});

test('a category opened from home loads more titles page by page', async ({ page }) => {
  // The demo catalogue holds at most 11 titles per category, under one page of 20. The page asks
  // for 20 (asserted); the real server is asked for pages of 4 so that Load More has pages to fetch.
  const asked: URL[] = [];
  await page.route('**/api/videos/category/**', (route) => {
    const url = new URL(route.request().url());
    asked.push(new URL(url));
    url.searchParams.set('page_size', '4');
    return route.continue({ url: url.toString() });
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Movies' }).click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Movies' });
  await expect(grid.getByRole('link')).toHaveCount(4);
  await shot(page, 'category-01');
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.click();
  await expect(grid.getByRole('link')).toHaveCount(8);
  await loadMore.click();
  await expect(grid.getByRole('link')).toHaveCount(11);
  await expect(loadMore).toHaveCount(0);
  const categoryId = new URL(page.url()).pathname.split('/').pop();
  const pages = asked.filter((u) => u.pathname === `/api/videos/category/${categoryId}/`);
  expect(pages.map((u) => [u.searchParams.get('page'), u.searchParams.get('page_size')])).toEqual([
    ['1', '20'],
    ['2', '20'],
    ['3', '20'],
  ]);
  await shot(page, 'category-02-all');

  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/movie\/\d+$/);
});

test('news, premium and free lists open from the navigation', async ({ page, isMobile }) => {
  await page.goto('/');
  const nav = isMobile ? page.getByRole('navigation', { name: 'Quick navigation' }) : page.getByRole('banner');
  await nav.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'News' }).getByRole('link', { name: /Telugu Headlines Today/ })).toBeVisible();
  await shot(page, 'news');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Premium Videos' }).click();
  await expect(page).toHaveURL(/\/premium-videos$/);
  const premium = page.getByRole('list', { name: 'Premium Videos' });
  await expect(premium.getByRole('link').first()).toBeVisible();
  await expect(premium.getByText('PREMIUM').first()).toBeVisible();
  await shot(page, 'premium-videos');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Free Videos' }).click();
  await expect(page).toHaveURL(/\/free-videos$/);
  await expect(page.getByRole('list', { name: 'Free Videos' }).getByRole('link').first()).toBeVisible();
});
