// The console's plans and welcome popup screens (issue 15.4), end to end: what an operator saves
// reaches a visitor on the next page load (the server drops its cached answers on every write).
// Both change what every visitor sees, so this file runs with the server-wide journeys, after all
// the others (playwright.config.ts SERVER_WIDE), and puts everything back as it found it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';
import { devicePage, signInAdmin } from './support/titles.ts';

/** The ingest journey's admins (05 desktop, 06 mobile): their sessions are kept between runs. */
const adminPhone = () => (test.info().project.name.endsWith('mobile') ? '9000000006' : '9000000005');
const device = () => (test.info().project.name.endsWith('mobile') ? 'mobile' : 'desktop');

/** A browser that has never seen the popup (no popupShown), with the project's device. */
async function freshVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test('an operator adds a plan and hides it again; visitors see it on /plans only while it is visible', async ({ page, browser, baseURL }) => {
  const name = `Festival Pass ${device()} ${Date.now() % 100_000}`;
  await signInAdmin(page, adminPhone());
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add a plan' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Price (₹)').fill('149.50');
  await add.getByLabel('Duration (days)').fill('15');
  await add.getByLabel('Features').fill('All festival films\nHD on two screens');
  await add.getByRole('button', { name: 'Add plan' }).click();
  const item = page.getByRole('listitem', { name });
  await expect(item).toBeVisible();
  await expect(item.getByText('₹149.50 · 15 days')).toBeVisible();
  await shot(page, 'console-settings-01-plan-added');

  const viewer = await devicePage(browser, baseURL!);
  try {
    await viewer.goto('/plans');
    await expect(viewer.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(viewer.getByText('₹149.50').first()).toBeVisible();
    await shot(viewer, 'console-settings-02-plan-on-plans-page');

    // Hidden: gone from /plans on the next load, still listed in the console.
    // The switch shows the server's state: it turns off when the save has been answered.
    await item.getByRole('checkbox', { name: 'Visible to viewers' }).click();
    await expect(item.getByRole('checkbox', { name: 'Visible to viewers' })).not.toBeChecked();
    await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
    await viewer.reload();
    await expect(viewer.getByRole('heading', { level: 3, name: 'Basic Plan' })).toBeVisible();
    await expect(viewer.getByRole('heading', { level: 3, name })).toHaveCount(0);
  } finally {
    await viewer.context().close();
  }
});

test('an operator changes the welcome popup; a new visitor sees the new words, and the old ones come back', async ({ page, browser, baseURL }) => {
  await signInAdmin(page, adminPhone());
  await page.goto('/admin/popup');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  const before = await title.inputValue();
  // A new title on every run (Save stays off until the form differs from what is stored).
  const changed = `Sankranti specials ${device()} ${Date.now() % 100_000}`;

  try {
    await title.fill(changed);
    // The preview follows the form as it is typed, before anything is saved.
    await expect(page.getByText(changed, { exact: true }).last()).toBeVisible();
    await page.getByRole('button', { name: 'Save popup' }).click();
    await expect(page.getByText('Popup saved').first()).toBeVisible();
    await shot(page, 'console-settings-03-popup-saved');

    const visitor = await freshVisitor(browser, baseURL!);
    try {
      await visitor.goto('/');
      await expect(visitor.getByRole('dialog', { name: changed })).toBeVisible({ timeout: 20_000 });
      await shot(visitor, 'console-settings-04-popup-for-visitor');
    } finally {
      await visitor.context().close();
    }
  } finally {
    // Put the popup back for everyone after this journey (and for a rerun on a kept data dir).
    await page.reload();
    await page.getByLabel('Title', { exact: true }).fill(before);
    await page.getByRole('button', { name: 'Save popup' }).click();
    await expect(page.getByText('Popup saved').first()).toBeVisible();
  }
});
