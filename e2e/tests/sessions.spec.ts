// Issue 16.7: every signed-in session is listed on /profile, device or not, and each can be ended:
// the viewer signs in on a second browser (a phone that never registers a device), sees both
// sessions, signs the phone out (its token is refused at once), signs in there again, and then
// signs out everywhere, which ends the phone's session and this browser's own.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { POPUP_SEEN } from '../playwright.config.ts';
import { shot } from './support/screens.ts';
import { csrfToken, otpFromOutbox, signedInAt } from './support/session.ts';

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Signs `phone` in from a second browser (a phone's user agent) and returns its bearer token. */
async function signInOnPhone(browser: Browser, phone: string): Promise<{ token: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ userAgent: PHONE_AGENT, storageState: POPUP_SEEN });
  const request = context.request;
  const csrf = await csrfToken(request);
  const sent = await request.post('/users/request-otp/', { data: { phone, otp_type: 'login' }, headers: { 'X-CSRFToken': csrf } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const login = await request.post('/users/users/login/', { data: { phone, otp: await otpFromOutbox(request, phone) }, headers: { 'X-CSRFToken': csrf } });
  expect(login.ok(), await login.text()).toBe(true);
  return { token: ((await login.json()) as { token: string }).token, close: () => context.close() };
}

const sessionsStatus = async (page: Page, token: string) =>
  (await page.request.get('/users/sessions/', { headers: { Authorization: `Bearer ${token}` } })).status();

test('every session listed; sign one out, then sign out everywhere', async ({ page, browser }) => {
  const viewer = await signedInAt(page, '/profile');
  const phone = await signInOnPhone(browser, viewer.phone);
  await page.reload();

  const card = page.getByRole('region', { name: 'Signed-in sessions' });
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  // The other row (on the mobile project this browser is Chrome on Android too).
  const phoneRow = rows.filter({ hasNotText: 'This device' });
  await expect(phoneRow).toContainText('Chrome on Android');
  await expect(phoneRow).toContainText('Mobile');
  await phoneRow.scrollIntoViewIfNeeded();
  await shot(page, 'sessions-01-listed');

  await phoneRow.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
  await expect(dialog).toContainText('Chrome on Android will be signed out');
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Session signed out successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await sessionsStatus(page, phone.token)).toBe(401);
  expect(await sessionsStatus(page, viewer.token)).toBe(200);
  await phone.close();

  // The phone signs in again; then sign out everywhere ends it and this browser's session.
  const again = await signInOnPhone(browser, viewer.phone);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await card.getByRole('button', { name: 'Sign out everywhere' }).click();
  const everywhere = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await shot(page, 'sessions-02-everywhere');
  await everywhere.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await sessionsStatus(page, again.token)).toBe(401);
  expect(await sessionsStatus(page, viewer.token)).toBe(401);
  await again.close();
});
