// Issue 18 points 4 and 5, the console side: an editor (a new account an admin grants the editor
// role) finds the demo series in /admin/series with its season and episode counts, opens it (details,
// seasons and episodes in order), opens an episode's title page and reads its skip markers, then
// creates a series of their own and adds its first season. Nothing the viewer journeys play is
// changed: the new series stays a draft without episodes.
import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from './support/admin.ts';
import { shot } from './support/screens.ts';

/** One admin per project (ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name.endsWith('mobile') ? '9000018372' : '9000008372');

/** A new account, granted the editor role by an admin, with the console open. */
const editorPage = (page: Page) => signInAsOperator(page, adminPhone(), 'editor');

test('an editor reads the demo series and an episode’s skip markers, then starts a series of their own', async ({ page, isMobile }) => {
  test.slow();
  await editorPage(page);
  const suffix = isMobile ? 'mobile' : 'desktop';

  await page.goto('/admin/series');
  await expect(page.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
  const demo = page.getByRole('link', { name: /Ammamma Gari Illu/ });
  await expect(demo).toContainText('1 season · 3 episodes');
  await expect(demo).toContainText('Published');
  await shot(page, `series-admin-01-list-${suffix}`);

  await demo.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ammamma Gari Illu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seasons and episodes' })).toBeVisible();
  const episodes = page.getByRole('link', { name: /^(Vesavi Selavulu|Attalo Pettelu|Thatha Uttharam)$/ });
  await expect(episodes).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Move episode 1 up' })).toBeDisabled();
  await shot(page, `series-admin-02-edit-${suffix}`);

  // The first episode's title page holds its skip markers: intro and credits, in seconds.
  await episodes.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vesavi Selavulu' })).toBeVisible();
  const markers = page.getByRole('region', { name: 'Skip markers' });
  await markers.scrollIntoViewIfNeeded();
  await expect(markers.getByLabel('Kind').first()).toHaveValue('intro');
  await expect(markers.getByLabel('Start (s)').first()).not.toHaveValue('');
  await shot(page, `series-admin-03-markers-${suffix}`);

  // A series of their own: created as a draft, with season 1 added.
  await page.goto('/admin/series');
  const title = `Palle Kathalu ${suffix} ${Date.now().toString(36)}`;
  await page.getByLabel('Series title').fill(title);
  await page.getByRole('button', { name: 'Create series' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Season number').fill('1');
  await page.getByRole('button', { name: 'Add season' }).click();
  await expect(page.getByText('No episodes in this season yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove season 1' })).toBeVisible();
  await shot(page, `series-admin-04-new-series-${suffix}`);
});
