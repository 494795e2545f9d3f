// Issue 17.5: a viewer buys a subscription through the sandbox checkout, and an operator (an admin
// from ADMIN_PHONES, who sees the money) finds it on the dashboard: today's net revenue grew by at
// least the payment and today's signups by at least the viewer (within the minute the figures are
// shared for). Other journeys pay and sign up on the same server at the same time, so the figures are
// compared before and after, never exactly.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { shot } from './support/screens.ts';
import { signedInAt } from './support/session.ts';
import { devicePage, signInAdmin } from './support/titles.ts';

const operatorPhone = () => (test.info().project.name === 'mobile' ? '9000008376' : '9000008375');

/** '₹1,234.50' or '-₹0.50' → paise. */
function paise(text: string): number {
  const [whole = '0', fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
  return (text.trim().startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** A chart's figure for today: the last row of its table (the text alternative under the chart). */
async function todayText(page: Page, chart: string): Promise<string> {
  const cell = page.locator('figure').filter({ hasText: chart }).locator('tbody tr').last().locator('td').first();
  return (await cell.textContent()) ?? '';
}
const todayPaise = async (page: Page, chart: string) => paise(await todayText(page, chart));
const todayCount = async (page: Page, chart: string) => Number((await todayText(page, chart)).replace(/\D/g, ''));

test('a subscription bought through the sandbox shows in today’s revenue and signups', async ({ page, browser, baseURL }) => {
  // Two browsers, a checkout and two dashboard loads that each compute today live.
  test.slow();
  const operator = await devicePage(browser, baseURL!);
  await signInAdmin(operator, operatorPhone());
  await operator.goto('/admin');
  await operator.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(operator.getByRole('list', { name: 'Dashboard' }).getByText('Net revenue')).toBeVisible({ timeout: 30_000 });
  const before = { net: await todayPaise(operator, 'Net revenue per day'), signups: await todayCount(operator, 'Signups per day') };

  await signedInAt(page, '/plans');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const price = paise((await pay.textContent()) ?? '');
  expect(price).toBeGreaterThan(0);
  await pay.click();
  await payWithPhonePe(page);
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });

  // Today's figures are computed at most once a minute per server and shared (LIVE_TTL_MS): the
  // payment shows within that minute, on a reload after it.
  await expect(async () => {
    await operator.reload();
    await expect(operator.getByRole('list', { name: 'Dashboard' }).getByText('Net revenue')).toBeVisible({ timeout: 30_000 });
    expect(await todayPaise(operator, 'Net revenue per day')).toBeGreaterThanOrEqual(before.net + price);
    expect(await todayCount(operator, 'Signups per day')).toBeGreaterThanOrEqual(before.signups + 1);
  }).toPass({ intervals: [5_000], timeout: 120_000 });
  await shot(operator, 'dashboard-00-top');
  // The numbers behind a chart, by keyboard: the table opens from its summary.
  const signups = operator.locator('figure').filter({ hasText: 'Signups per day' });
  await signups.getByText('Show the numbers as a table').focus();
  await operator.keyboard.press('Enter');
  await expect(signups.getByRole('table', { name: 'Signups per day' })).toBeVisible();
  await shot(operator, 'dashboard-01-overview');
  const project = test.info().project.name;
  await operator.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-dashboard-02-full.png`), fullPage: true });

  await operator.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(operator).toHaveURL(/\/admin\/dashboard\?days=7$/);
  await expect(operator.getByText(/\(7 days\)/)).toBeVisible();
  await operator.context().close();
});
