// The operator console (docs/decisions.md 'Operators and roles'): an admin grants a role to a
// viewer in /admin/operators, the viewer's /admin turns from the 'not an operator' notice into
// their console, and the audit log shows the grant. Both sign in through the API (the sign-in
// screens have their own journeys); everything after that goes through the console's UI.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { devicePage, signInAdmin } from './support/titles.ts';
import { shot } from './support/screens.ts';
import { primeStorage, signInNewUser } from './support/session.ts';

/** One admin per project (listed in ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name === 'mobile' ? '9000000004' : '9000000003');

/** The console in a context of its own, with the project's device. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await devicePage(browser, baseURL);
  await signInAdmin(page, adminPhone());
  return page;
}

test('an admin grants a role in the console; the viewer gets the console and the audit log shows the grant', async ({ page, browser, baseURL }) => {
  // The viewer: signed in, no role.
  await page.goto('/');
  const viewer = await signInNewUser(page, { completeProfile: false });
  await primeStorage(page, viewer);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for operators' })).toBeVisible();
  await shot(page, 'admin-console-01-not-operator');

  const admin = await adminPage(browser, baseURL!);
  try {
    await admin.goto('/admin');
    const nav = admin.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Dashboard',
      'Titles',
      'Series',
      'Categories',
      'Hero carousel',
      'Live streams',
      'Welcome popup',
      'Ads',
      'Codes',
      'Bonus levels',
      'Plans',
      'Payments',
      'Reconciliation',
      'Withdrawals',
      'Viewers',
      'Operators',
      'Audit log',
    ]);
    await nav.getByRole('link', { name: 'Operators' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    await admin.getByLabel('Mobile number').fill(viewer.phone);
    await admin.getByLabel('Role', { exact: true }).selectOption('editor');
    await admin.getByRole('button', { name: 'Grant role' }).click();
    await expect(admin.getByText('Role granted')).toBeVisible();
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 3, name: viewer.phone }) });
    await expect(card.getByText('Editor', { exact: true })).toBeVisible();
    await expect(card.getByText(`Granted by ${adminPhone()} on`)).toBeVisible();
    await shot(admin, 'admin-console-02-granted');

    // The viewer's console now opens, with the editor's overview and catalogue screens and no admin screens.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
      'Overview',
      'Dashboard',
      'Titles',
      'Series',
      'Categories',
      'Hero carousel',
      'Live streams',
      'Welcome popup',
      'Ads',
      'Codes',
      'Bonus levels',
    ]);
    await expect(page.getByText('add, edit, hide and reorder live streams')).toBeVisible();
    await shot(page, 'admin-console-03-editor-overview');

    // The audit log, filtered through its URL, shows the grant with its after-snapshot.
    await admin.goto(`/admin/audit-log?action=operator.grant&actor=${adminPhone()}`);
    await expect(admin.getByLabel('Action')).toHaveValue('operator.grant');
    const entry = admin
      .locator(test.info().project.name === 'mobile' ? 'li' : 'tr')
      .filter({ hasText: 'Role granted' })
      .filter({ hasText: `User #${String(viewer.user.id)}` })
      .first();
    await entry.getByText('Show before and after').click();
    await expect(entry.getByText(`"phone": "${viewer.phone}"`)).toBeVisible();
    await expect(entry.getByText('"role": "editor"')).toBeVisible();
    await shot(admin, 'admin-console-04-audit-log');
  } finally {
    await admin.context().close();
  }
});
