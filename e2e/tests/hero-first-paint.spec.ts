// Issue 13.3: the home page's first hero slide paints from the server's HTML before any script
// runs (apps/server/src/features/home-page/home-shell.ts), in exactly the box React's hero takes
// over, with the same image, so the mount shifts nothing. Fails on the old code: with scripts
// blocked the page was empty.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';

const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete || new Promise((r) => (el.onload = r)));

async function boxes(page: Page, hero: Locator, img: Locator, title: Locator) {
  await loaded(img);
  return {
    hero: await hero.boundingBox(),
    img: await img.boundingBox(),
    title: await title.boundingBox(),
    src: await img.evaluate((el: HTMLImageElement) => el.currentSrc),
  };
}

test('the first hero slide paints without JavaScript, where React puts it', async ({ page, context }) => {
  const blocked = await context.newPage();
  await blocked.route('**/*.js', (route) => route.abort());
  await blocked.goto('/');
  const shell = blocked.locator('[data-first-paint="home"]');
  const before = await boxes(blocked, shell.locator('main > div'), shell.locator('img'), shell.locator('h2'));
  await expect(shell.locator('h2')).toHaveText(/\S/);
  await shot(blocked, 'hero-first-paint-no-js');
  await blocked.close();

  await page.goto('/');
  const hero = page.getByTestId('hero-carousel');
  const slide = hero.getByRole('group').first();
  const after = await boxes(page, hero, slide.locator('img').first(), slide.getByRole('heading', { level: 2 }));
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await shot(page, 'hero-first-paint-mounted');

  expect(after.src).toBe(before.src);
  expect(after.hero).toEqual(before.hero);
  expect(after.img).toEqual(before.img);
  expect(after.title).toEqual(before.title);
});
