// Issue 17.4 (codes): an editor (a new account an admin grants the editor role) creates a batch of
// 10 codes in /admin/codes and reads one off the batch page; a viewer redeems it in the plans
// screen's Subscription Code dialog and is subscribed; the console then shows the redemption (the
// viewer's masked phone). The bonus levels screen is opened and its save asks first (cancelled:
// no level changes here).
import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from './support/admin.ts';
import { shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';
import { devicePage } from './support/titles.ts';

/** One admin per project (ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const adminPhone = () =>
  test.info().project.name.endsWith('mobile') ? '9000018363' : '9000008363';
/** Tomorrow in India, as the date field takes it. */
const tomorrowIst = () =>
  new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
const masked = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-4)}`;

/** A new account, granted the editor role by an admin, with the console open. */
const editorPage = (page: Page) => signInAsOperator(page, adminPhone(), 'editor');

test('an editor creates a batch of 10 codes; a viewer redeems one and the console shows the redemption', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, three sign-ins and a redemption: on a loaded two-core machine this passes 2 min.
  test.slow();
  await editorPage(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Codes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Codes' })).toBeVisible();
  await shot(page, 'codes-admin-01-list');

  await page.getByRole('button', { name: 'New codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'New subscription codes' });
  await dialog.getByRole('button', { name: 'Create codes' }).click();
  await expect(dialog.getByText('Please choose a plan')).toBeVisible();
  await dialog.getByLabel('Plan').selectOption({ label: 'Standard Plan (3 Months)' });
  await dialog.getByLabel('Number of codes').fill('10');
  await dialog.getByLabel('Uses per code').fill('1');
  await dialog.getByLabel('Valid until (India time)').fill(tomorrowIst());
  await dialog.getByLabel('Prefix (optional)').fill('e2e');
  await shot(page, 'codes-admin-02-create');
  await dialog.getByRole('button', { name: 'Create codes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Batch \d+$/ })).toBeVisible();
  await expect(page.getByText('10 codes for Standard Plan, 1 use each')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Codes of this batch' }).getByTestId('code-value');
  await expect(codes).toHaveCount(10);
  const values = await codes.allTextContents();
  expect(new Set(values).size).toBe(10);
  for (const value of values) expect(value).toMatch(/^E2E-[A-HJ-NP-Z2-9]{12}$/);
  const code = values[3]!;
  await expect(page.getByRole('button', { name: `Copy ${code}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/codes\/export\/\?batch=\d+$/,
  );
  await shot(page, 'codes-admin-03-batch');

  // The viewer, in a browser of their own, redeems the code the editor read off the screen.
  const viewerPage = await devicePage(browser, baseURL!);
  const viewer = await signedInAt(viewerPage, '/plans');
  await viewerPage.getByRole('button', { name: 'Redeem Code' }).click();
  const redeem = viewerPage.getByRole('dialog', { name: 'Subscription Code' });
  await redeem.getByLabel('Enter your subscription code').fill(code.toLowerCase());
  await redeem.getByRole('button', { name: 'Validate' }).click();
  await expect(redeem.getByText('Code is valid! Click Activate to use it')).toBeVisible();
  await shot(viewerPage, 'codes-admin-04-viewer-redeem');
  await redeem.getByRole('button', { name: 'Activate Subscription' }).click();
  await expect(viewerPage).toHaveURL(/\/profile/, { timeout: 20_000 });
  await expect(viewerPage.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(viewerPage.getByText('Standard Plan').first()).toBeVisible();
  await shot(viewerPage, 'codes-admin-05-viewer-subscribed');
  await viewerPage.context().close();

  // The console: the code is used up and its redemption names the viewer (masked).
  await page.getByRole('link', { name: 'Open in the list' }).click();
  await page.getByLabel('Code starts with').fill(code);
  const list = page.getByRole('list', { name: 'Codes' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Used up')).toBeVisible();
  await expect(list.getByText('1 of 1 used')).toBeVisible();
  await shot(page, 'codes-admin-06-used');
  await list.getByRole('button', { name: `Redemptions of ${code}` }).click();
  const redemptions = page.getByRole('dialog', { name: `Redemptions of ${code}` });
  await expect(redemptions.getByText(masked(viewer.phone))).toBeVisible();
  await expect(redemptions.getByText('1 of 1 uses taken')).toBeVisible();
  await shot(page, 'codes-admin-07-redemptions');
  await redemptions.getByRole('button', { name: 'Close' }).click();

  // Disabling a code asks first.
  await list.getByRole('button', { name: `Disable ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable this code?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'codes-admin-08-disable-confirm');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Code disabled')).toBeVisible();
  await expect(list.getByText('Disabled', { exact: true })).toBeVisible();
});

test('the bonus levels screen shows the five levels and asks before saving', async ({ page }) => {
  await editorPage(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Bonus levels' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Referral bonus levels' }),
  ).toBeVisible();
  await expect(page.getByLabel('Level 1 percent')).toHaveValue('10');
  await expect(page.getByText('On a ₹999 plan: ₹99.90')).toBeVisible();
  await shot(page, 'codes-admin-09-bonus-levels');
  await page.getByLabel('Level 5 percent').fill('1.255');
  await page.getByRole('button', { name: 'Save levels' }).click();
  await expect(
    page.getByText('Each level is a percentage from 0 to 100 with at most two decimals').first(),
  ).toBeVisible();
  await page.getByLabel('Level 5 percent').fill('1.25');
  await page.getByRole('button', { name: 'Save levels' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save the bonus levels?' });
  await expect(confirm.getByText(/apply to payments completed from now on/)).toBeVisible();
  await shot(page, 'codes-admin-10-bonus-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
