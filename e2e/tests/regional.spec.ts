// Regional content journeys (SPEC 2.13): from the home Regional strip drill down state → district →
// constituency → mandal → village → videos and watch one; and the dropdown screen's cascade,
// breadcrumb and Reset filters. Tagarapuvalasa (AP › Visakhapatnam › Bheemili › Bheemunipatnam)
// holds the free seed title 'Tagarapuvalasa Market Day'.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-regional-${name}.png`) });
}

/** Waits until the player's video has rendered a frame and keeps playing. */
async function expectPlaying(page: Page) {
  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 1);
  const firstFrameMs = Number(await video.getAttribute('data-first-frame-ms'));
  console.log(`[${test.info().project.name}] regional first frame after ${firstFrameMs} ms`);
  expect(firstFrameMs).toBeGreaterThan(0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const openRegion = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }).click();

test('a visitor drills down from the home strip to a village and watches its video', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Andhra Pradesh/ }).first().click();
  await expect(page).toHaveURL(/\/regional\/\d+$/);
  await expect(heading(page, 'Andhra Pradesh Districts')).toBeVisible();
  await shot(page, '01-districts');

  await openRegion(page, 'Visakhapatnam');
  await expect(heading(page, 'Visakhapatnam Constituencies')).toBeVisible();
  await openRegion(page, 'Bheemili');
  await expect(heading(page, 'Bheemili Mandals')).toBeVisible();
  await openRegion(page, 'Bheemunipatnam');
  await expect(heading(page, 'Bheemunipatnam Villages')).toBeVisible();
  await shot(page, '02-villages');

  // Back goes up one level, and the browser's Back/Forward walk the same levels.
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Bheemili Mandals')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Bheemunipatnam Villages')).toBeVisible();

  await openRegion(page, 'Tagarapuvalasa');
  await expect(heading(page, 'Tagarapuvalasa Videos')).toBeVisible();
  // A reload keeps the level (it lives in the URL).
  await page.reload();
  await expect(heading(page, 'Tagarapuvalasa Videos')).toBeVisible();
  const card = page.getByRole('button', { name: /Tagarapuvalasa Market Day/ });
  await expect(card).toContainText('16:00');
  await shot(page, '03-village-videos');

  await card.click();
  await expect(page.getByRole('dialog', { name: 'Tagarapuvalasa Market Day' })).toBeVisible();
  await expectPlaying(page);
  await shot(page, '04-playing');
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading(page, 'Tagarapuvalasa Videos')).toBeVisible();
});

test('the dropdown screen narrows videos region by region, resets, and plays in an overlay', async ({ page }) => {
  await page.goto('/regional');
  await expect(page.getByRole('heading', { name: 'All Regional Videos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Tagarapuvalasa Market Day/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Narsampet Bonalu/ })).toBeVisible();
  await shot(page, '05-dropdown-all');

  await page.getByLabel('State').selectOption({ label: 'Andhra Pradesh' });
  await expect(page.getByRole('heading', { name: 'Videos from Andhra Pradesh' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Narsampet Bonalu/ })).toHaveCount(0);
  await page.getByLabel('District').selectOption({ label: 'Visakhapatnam' });
  await page.getByLabel('Constituency').selectOption({ label: 'Bheemili' });
  await page.getByLabel('Mandal').selectOption({ label: 'Bheemunipatnam' });
  await page.getByLabel('Village').selectOption({ label: 'Tagarapuvalasa' });
  await expect(page.getByRole('heading', { name: 'Videos from Tagarapuvalasa' })).toBeVisible();
  await expect(page).toHaveURL(/village_id=\d+/);
  await expect(page.getByRole('button', { name: /Tagarapuvalasa Market Day/ })).toBeVisible();
  await shot(page, '06-dropdown-village');

  // Changing the state clears every level below it.
  await page.getByLabel('State').selectOption({ label: 'Telangana' });
  await expect(page.getByLabel('District')).toHaveValue('');
  await expect(page.getByLabel('Village')).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Videos from Telangana' })).toBeVisible();

  // The breadcrumb resets to its level.
  await page.getByLabel('District').selectOption({ label: 'Warangal' });
  await expect(page.getByRole('heading', { name: 'Videos from Warangal' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Selected region' }).getByRole('button', { name: 'Telangana' }).click();
  await expect(page.getByRole('heading', { name: 'Videos from Telangana' })).toBeVisible();
  await expect(page.getByLabel('District')).toHaveValue('');

  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(page).toHaveURL(/\/regional$/);
  await expect(page.getByRole('heading', { name: 'All Regional Videos' })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('');

  await page.getByRole('button', { name: /Tagarapuvalasa Market Day/ }).click();
  await expect(page.getByRole('dialog', { name: 'Tagarapuvalasa Market Day' })).toBeVisible();
  await expectPlaying(page);
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
