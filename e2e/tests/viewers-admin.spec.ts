// Issue 17.1: a support operator (an admin from ADMIN_PHONES, who passes the support check) finds
// a viewer in /admin/viewers, opens their page and blocks them with a reason; the viewer, signed
// in in another browser, is signed out with the blocked message at their next page load and cannot
// sign in again until unblocked.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { devicePage, signInAdmin } from './support/titles.ts';
import { shot } from './support/screens.ts';
import { csrfToken, otpFromOutbox, primeStorage, signInNewUser } from './support/session.ts';

const BLOCKED = 'Your account has been blocked. Please contact support.';
/** One operator per project (ADMIN_PHONES of the E2E server): a phone may ask for a code only every 30 s. */
const operatorPhone = () => (test.info().project.name === 'mobile' ? '9000000013' : '9000000012');

/** The console in a context of its own, with the project's device. */
async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await devicePage(browser, baseURL);
  await signInAdmin(page, operatorPhone());
  return page;
}

test('support finds a viewer, blocks them, and the viewer is signed out with the message', async ({ page, browser, playwright, baseURL }) => {
  // The viewer, signed in in their own browser.
  await page.goto('/');
  const viewer = await signInNewUser(page, { completeProfile: true });
  await primeStorage(page, viewer);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Lakshmi Devi' })).toBeVisible();

  const support = await operatorPage(browser, baseURL!);
  try {
    await support.goto('/admin');
    await support.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Viewers' }).click();
    await expect(support.getByRole('heading', { level: 1, name: 'Viewers' })).toBeVisible();
    await support.getByLabel('Search viewers').fill(viewer.phone);
    // With no text the screen lists every viewer (each journey's is a Lakshmi Devi): wait for the search.
    const found = support.getByRole('list', { name: 'Viewers found' }).getByRole('link');
    await expect(found).toHaveCount(1);
    const result = found.filter({ hasText: 'Lakshmi Devi' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(viewer.phone);
    await shot(support, 'viewers-admin-01-search');

    await result.click();
    await expect(support.getByRole('heading', { level: 1, name: 'Lakshmi Devi' })).toBeVisible();
    const sessions = support.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByText('Signed in').first()).toBeVisible();
    await shot(support, 'viewers-admin-02-viewer');

    await support.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = support.getByRole('dialog', { name: 'Block this viewer' });
    // The dialog's actions by keyboard (Enter on the focused button), as an operator without a mouse would.
    await dialog.getByRole('button', { name: 'Block', exact: true }).press('Enter');
    await expect(dialog.getByText('Please give a reason for blocking')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Account shared with strangers');
    await dialog.getByRole('button', { name: 'Block', exact: true }).press('Enter');
    await expect(support.getByText('Viewer blocked and signed out everywhere')).toBeVisible();
    await expect(support.getByText(/Reason: Account shared with strangers/)).toBeVisible();
    await expect(support.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await shot(support, 'viewers-admin-03-blocked');

    // The viewer's next page load: signed out, told why, on /login.
    await page.goto('/profile');
    await expect(page.getByText(BLOCKED).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await shot(page, 'viewers-admin-04-viewer-signed-out');
    const stored = await page.evaluate(() => ['token', 'user', 'isAuthenticated', 'phone'].map((key) => localStorage.getItem(key)));
    expect(stored).toEqual([null, null, null, null]);

    // Signing in again (from another browser: this one asked for a code under 30 s ago) is refused with the same words.
    const other = await playwright.request.newContext({ baseURL });
    try {
      const csrf = await csrfToken(other);
      const sent = await other.post('/users/request-otp/', { data: { phone: viewer.phone, otp_type: 'login' }, headers: { 'X-CSRFToken': csrf } });
      expect(sent.ok(), await sent.text()).toBe(true);
      const login = await other.post('/users/users/login/', {
        data: { phone: viewer.phone, otp: await otpFromOutbox(other, viewer.phone) },
        headers: { 'X-CSRFToken': csrf },
      });
      expect(login.status()).toBe(403);
      expect(((await login.json()) as { message: string }).message).toBe(BLOCKED);
    } finally {
      await other.dispose();
    }

    // Unblocked, the viewer may sign in again.
    await support.getByRole('button', { name: 'Unblock' }).click();
    await support.getByRole('dialog', { name: 'Unblock this viewer' }).getByRole('button', { name: 'Unblock' }).press('Enter');
    await expect(support.getByText('Viewer unblocked')).toBeVisible();
    await expect(support.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  } finally {
    await support.context().close();
  }
});
