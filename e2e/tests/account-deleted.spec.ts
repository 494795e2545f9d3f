// Issue 4: an admin-deleted account is logged out with the message (SPEC 4 'Notification check at
// startup and on window focus', SPEC 6 'An admin can delete an account', SPEC 8 'Account deleted').
// The user signs in through the UI; the operator (ADMIN_PHONES in the E2E server config) acts
// through the API, since the client has no admin screens.
import { expect, test } from '@playwright/test';
import { adminToken } from './support/admin.ts';
import { shot } from './support/screens.ts';
import { csrfToken, randomPhone } from './support/session.ts';
import { signUp } from './support/sign-up.ts';

/** One operator per project: the desktop and mobile runs may overlap, and a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name === 'mobile' ? '9000000002' : '9000000001');

test('an account deleted by an admin is logged out with the message on the next window focus', async ({ page, playwright, baseURL }) => {
  const phone = randomPhone();
  await signUp(page, phone);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sita Rao' })).toBeVisible();
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: number }).id);
  expect(userId).toBeGreaterThan(0);

  // The operator, in a browser-less context of its own.
  const operator = await playwright.request.newContext({ baseURL });
  try {
    const token = await adminToken(operator, adminPhone());
    const deleted = await operator.post(`/api/admin/users/${userId}/delete/`, {
      headers: { Authorization: `Bearer ${token}`, 'X-CSRFToken': await csrfToken(operator) },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  } finally {
    await operator.dispose();
  }

  // The viewer comes back to the tab: the focus check finds the admin's notice.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Your account has been deleted by admin. You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await shot(page, 'account-deleted-01-login');
  const stored = await page.evaluate(() => ['token', 'user', 'isAuthenticated', 'phone'].map((key) => localStorage.getItem(key)));
  expect(stored).toEqual([null, null, null, null]);
});
