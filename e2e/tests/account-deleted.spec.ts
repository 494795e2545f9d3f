// Issue 4: an admin-deleted account is logged out with the message (SPEC 4 'Notification check at
// startup and on window focus', SPEC 6 'An admin can delete an account', SPEC 8 'Account deleted').
// The user signs in through the UI; the operator (ADMIN_PHONES in the E2E server config) acts
// through the API, since the client has no admin screens.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { shot } from './support/screens.ts';
import { csrfToken, otpFromOutbox, randomPhone } from './support/session.ts';
import { signUp } from './support/sign-up.ts';

const ADMIN_PHONE = '9000000001';
// The operator's session is kept between the desktop and mobile runs (and between runs on a kept
// data dir): one phone may ask for a code only every 30 s and ten times a day.
const ADMIN_SESSION_FILE = path.join(import.meta.dirname, '../artifacts/admin-session.json');

/** A bearer token of the operator: the kept one while the server still accepts it, else a new sign-in. */
async function adminToken(request: APIRequestContext): Promise<string> {
  if (fs.existsSync(ADMIN_SESSION_FILE)) {
    const { token } = JSON.parse(fs.readFileSync(ADMIN_SESSION_FILE, 'utf8')) as { token: string };
    const probe = await request.get(`/users/profile/?phone=${ADMIN_PHONE}`, { headers: { Authorization: `Bearer ${token}` } });
    if (probe.ok()) return token;
  }
  const csrf = await csrfToken(request);
  const sent = await request.post('/users/request-otp/', { data: { phone: ADMIN_PHONE, otp_type: 'login' }, headers: { 'X-CSRFToken': csrf } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await otpFromOutbox(request, ADMIN_PHONE);
  const login = await request.post('/users/users/login/', { data: { phone: ADMIN_PHONE, otp: code }, headers: { 'X-CSRFToken': csrf } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  fs.mkdirSync(path.dirname(ADMIN_SESSION_FILE), { recursive: true });
  fs.writeFileSync(ADMIN_SESSION_FILE, JSON.stringify({ token }));
  return token;
}

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
    const token = await adminToken(operator);
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
