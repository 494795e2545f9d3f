// Issue 17.4 (ads): an editor (a new account an admin grants the editor role) creates a banner ad in
// /admin/ads with a schedule covering now (typed in IST), uploads its picture and resumes it; a
// viewer without a subscription sees it in the movie page's banner slot and clicks it; the console
// then shows 1 impression, 1 click and a CTR of 100.00%. The ad is paused at the end (and the
// viewer no longer gets it), so no later journey sees it. It is in SERVER_WIDE: while it runs,
// every visitor's banner carousel carries the ad, and another journey's viewer could count on it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from './support/admin.ts';
import { shot } from './support/screens.ts';
import { firstVideoOfType } from './support/session.ts';
import { devicePage, signInViewer } from './support/titles.ts';

/** One admin per project (ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name.endsWith('mobile') ? '9000008365' : '9000008364');
/** A datetime-local value in India time, `minutes` from now. */
const istInput = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString().slice(0, 16);

function bannerPicture(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ads-')), 'sankranti.png');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=s=1600x400'],
    ...['-vf', "format=rgb24,geq=r='74+X/1600*160':g='29+X/1600*60':b='150-X/1600*138'", '-frames:v', '1', file],
  ]);
  return file;
}

/** A new account, granted the editor role by an admin, with the console open. */
const editorPage = (page: Page) => signInAsOperator(page, adminPhone(), 'editor', true);

test('an editor schedules a banner ad; a viewer sees and clicks it; the console counts 1 impression, 1 click, 100% CTR', async ({ page, browser, baseURL }) => {
  // Two accounts signed in, an upload, two browsers: more than the default 2 minutes on a busy machine.
  test.setTimeout(360_000);
  // Unique per run: a kept data dir still has the ads of earlier runs.
  const title = `Sankranti sale ${Date.now().toString(36)}`;
  await editorPage(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Ads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ads' }).getByRole('link').first()).toBeVisible();
  await shot(page, 'ads-admin-01-list');

  await page.getByRole('link', { name: 'New ad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ad' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Placement').selectOption('banner');
  await page.getByLabel('Description').fill('Festival prices on every plan this week.');
  await page.getByLabel('Link').fill('/plans');
  await page.getByLabel('Button label').fill('See plans');
  await page.getByLabel('Starts (IST)').fill(istInput(-60));
  await page.getByLabel('Ends (IST)').fill(istInput(24 * 60));
  await shot(page, 'ads-admin-02-new');
  await page.getByRole('button', { name: 'Create ad' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('This ad has no ready creative yet. Upload its video or banner image first.')).toBeVisible();
  await page.getByLabel('Upload image').setInputFiles(bannerPicture());
  await expect(page.getByText('Banner image uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the creative' })).toBeVisible();
  await status.getByRole('button', { name: 'Resume' }).click();
  await expect(status.getByText('Running', { exact: true })).toBeVisible();
  await shot(page, 'ads-admin-03-ad-running');
  const adId = Number(new URL(page.url()).pathname.split('/').pop());

  // The viewer, in a browser of their own, on a free film's page where banners show.
  const viewer = await devicePage(browser, baseURL!);
  try {
    await signInViewer(viewer, false);
    const film = await firstVideoOfType(viewer.request, 'free');
    await viewer.goto(`/movie/${film.id}`);
    const banner = viewer.getByRole('region', { name: 'Sponsored' });
    await banner.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // The carousel as this page got it (the other project's journey may run its own ad too).
    const slides = banner.getByTestId('banner-slide');
    await expect(slides.getByRole('heading', { name: title, includeHidden: true })).toHaveCount(1);
    const titles = await slides.evaluateAll((nodes) => nodes.map((node) => node.querySelector('h3')?.textContent ?? ''));
    const position = titles.indexOf(title) + 1;
    const impression = viewer.waitForResponse((res) => res.url().includes(`/advertisements/${adId}/track_impression/`));
    await banner.getByRole('button', { name: `Show ad ${position} of ${titles.length}` }).click();
    const slide = banner.locator('[data-testid="banner-slide"][data-active="true"]');
    await expect(slide.getByRole('heading', { name: title })).toBeVisible();
    expect(await (await impression).json()).toEqual({ status: 'success', counted: true });
    await shot(viewer, 'ads-admin-04-viewer-banner');
    const click = viewer.waitForResponse((res) => res.url().includes(`/advertisements/${adId}/track_click/`));
    await slide.getByRole('link', { name: 'See plans' }).click();
    expect(await (await click).json()).toEqual({ status: 'success', counted: true });
    await expect(viewer).toHaveURL(/\/plans$/);

    // The console's numbers for the ad: today and in total, and on the list.
    await page.reload();
    const stats = page.getByRole('table', { name: 'Impressions, clicks and CTR per day' });
    // A reload of the whole console (its chunks, the operator check, the ad, then its stats): slow on a busy machine.
    await expect(stats.getByTestId('ad-total-impressions')).toHaveText('1', { timeout: 45_000 });
    await expect(stats.getByTestId('ad-total-clicks')).toHaveText('1');
    await expect(stats.getByTestId('ad-total-ctr')).toHaveText('100.00%');
    await page.getByRole('region', { name: 'Impressions and clicks' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'ads-admin-05-stats');
    await page.getByRole('link', { name: 'Back to ads' }).click();
    const row = page.getByRole('list', { name: 'Ads' }).getByRole('link', { name: `Open ${title}` });
    await expect(row.getByTestId('ad-ctr')).toHaveText('100.00%');
    await expect(row).toContainText('Running');
    await shot(page, 'ads-admin-06-list-counted');

    // Paused: viewers no longer get it.
    await row.click();
    await page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Ad paused: viewers no longer see it')).toBeVisible();
    const after = (await (await viewer.request.get('/api/ads/banner/')).json()) as { id: number }[];
    expect(after.map((ad) => ad.id)).not.toContain(adId);
  } finally {
    await viewer.context().close();
  }
});
