// Issue 17.2: a viewer signs up with the code of a viewer who was himself invited (so two
// referrers earn bonuses, levels 1 and 2) and buys Premium through the sandbox checkout. A finance
// operator (a new account given only that role) finds the order in /admin/payments by the buyer's
// phone, opens it and refunds it in full; both referrers' wallets show the bonus taken back, and
// the buyer's subscription is ended. The reconciliation screen is visited (and shot) on the way.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { operatorPageWithRole } from './support/operator-page.ts';
import { expectNoSidewaysScroll, shot } from './support/screens.ts';
import { primeStorage, signInNewUser, type SignedIn } from './support/session.ts';
import { devicePage } from './support/titles.ts';

/** One admin per project (ADMIN_PHONES of the E2E server) grants the finance role: a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name === 'mobile' ? '9000018361' : '9000008361');
const masked = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-4)}`;

/** A new viewer on a page of their own (complete profile), invited with `referralCode` when given. */
async function viewerPage(browser: Browser, baseURL: string, referralCode?: string): Promise<{ page: Page; viewer: SignedIn }> {
  const page = await devicePage(browser, baseURL);
  await page.goto('/');
  const viewer = await signInNewUser(page, { completeProfile: true, referralCode });
  await primeStorage(page, viewer);
  return { page, viewer };
}

async function referralCodeOf(viewer: SignedIn): Promise<string> {
  const code = viewer.user.referral_code;
  expect(typeof code).toBe('string');
  return code as string;
}

/** The wallet screen's balance, as the viewer sees it. */
async function walletBalance(page: Page): Promise<string> {
  await page.goto('/wallet');
  const balance = page.getByRole('region', { name: 'Available Balance' }).getByText(/^₹[\d,.]+$/);
  await expect(balance).toBeVisible({ timeout: 30_000 });
  return (await balance.textContent())!.trim();
}

test('finance refunds a subscription bought with a referral code; both referrers lose the bonus and the plan ends', async ({ browser, baseURL }) => {
  // Four people, each in a browser of their own: generous on a loaded machine.
  test.setTimeout(480_000);
  const top = await viewerPage(browser, baseURL!);
  const middle = await viewerPage(browser, baseURL!, await referralCodeOf(top.viewer));
  const buyer = await viewerPage(browser, baseURL!, await referralCodeOf(middle.viewer));
  const finance = await operatorPageWithRole(browser, baseURL!, adminPhone(), 'finance');
  try {
    await test.step('the buyer pays for Premium through the sandbox checkout', async () => {
      await buyer.page.goto('/plans?plan=3');
      await expect(buyer.page.getByRole('heading', { name: 'Premium Plans Available' })).toBeVisible({ timeout: 60_000 });
      await buyer.page.getByRole('button', { name: /^Pay ₹999\b/ }).click();
      await payWithPhonePe(buyer.page);
      await expect(buyer.page).toHaveURL(/\/profile/, { timeout: 30_000 });
      await expect(buyer.page.getByText('Active', { exact: true }).first()).toBeVisible();
      // Level 1 (10% of ₹999) and level 2 bonuses, in each referrer's wallet.
      expect(await walletBalance(middle.page)).toBe('₹99.90');
      expect(await walletBalance(top.page)).not.toBe('₹0');
    });

    await test.step('the finance operator finds the order by the buyer’s phone', async () => {
      await finance.goto('/admin');
      await finance.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
      await expect(finance.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      // On a phone the filters fold behind a button so the list starts on the first screen.
      const fold = finance.getByRole('button', { name: 'Filters', exact: true });
      if (test.info().project.name.includes('mobile')) {
        await expect(finance.getByLabel('Viewer phone')).toBeHidden();
        const anyOrder = finance.getByRole('region', { name: 'Orders' }).getByRole('link', { name: /^Open order order_/ });
        await expect(anyOrder.filter({ visible: true }).first()).toBeVisible();
        await shot(finance, 'payments-admin-00-folded');
        await fold.click();
      } else {
        await expect(fold).toBeHidden();
      }
      await finance.getByLabel('Viewer phone').fill(buyer.viewer.phone);
      await finance.getByRole('button', { name: 'Apply' }).click();
      await expect(finance).toHaveURL(new RegExp(`phone=${buyer.viewer.phone}`));
      const results = finance.getByRole('region', { name: 'Orders' });
      // The list keeps the unfiltered rows on screen until the filtered answer comes: wait for it.
      const orderLinks = results.getByRole('link', { name: /^Open order order_/ }).filter({ visible: true });
      await expect(orderLinks).toHaveCount(1);
      await expect(results.getByText(masked(buyer.viewer.phone)).filter({ visible: true })).toHaveCount(1);
      await expect(results.getByText('₹999.00').filter({ visible: true })).toBeVisible();
      await expectNoSidewaysScroll(finance);
      await shot(finance, 'payments-admin-01-list');
      await orderLinks.click();
    });

    await test.step('and refunds it in full', async () => {
      await expect(finance.getByRole('heading', { level: 1, name: /^Order order_/ })).toBeVisible();
      await expect(finance.getByText('Premium', { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(finance);
      await shot(finance, 'payments-admin-02-order');
      await finance.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = finance.getByRole('dialog', { name: 'Refund this order' });
      await expect(dialog.getByLabel('Amount in rupees')).toHaveValue('999.00');
      await dialog.getByLabel('Reason').fill('Bought by mistake');
      await shot(finance, 'payments-admin-03-refund-dialog');
      await dialog.getByRole('button', { name: 'Refund ₹999.00' }).click();
      await expect(finance.getByText('Refund sent to the payment gateway')).toBeVisible();
      await expect(dialog).toBeHidden();
      const refunds = finance.getByRole('region', { name: 'Refunds' });
      await expect(refunds.getByText('Processed')).toBeVisible();
      await expect(finance.getByText('Everything paid for this order has been refunded.')).toBeVisible();
      await expect(finance.getByRole('region', { name: 'Audit entries' }).getByText('Payment refunded').filter({ visible: true })).toBeVisible();
      await shot(finance, 'payments-admin-04-refunded');
    });

    await test.step('both referrers see the bonus taken back, and the buyer’s plan has ended', async () => {
      expect(await walletBalance(middle.page)).toBe('₹0');
      expect(await walletBalance(top.page)).toBe('₹0');
      await shot(middle.page, 'payments-admin-05-referrer-wallet');
      const status = await buyer.page.request.get(`/users/check-subscription-status/?phone=${buyer.viewer.phone}`, {
        headers: { Authorization: `Bearer ${buyer.viewer.token}` },
      });
      expect(status.ok(), await status.text()).toBe(true);
      expect(((await status.json()) as { is_subscribed: boolean }).is_subscribed).toBe(false);
    });

    await test.step('the reconciliation screen shows nothing out of step', async () => {
      await finance.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reconciliation' }).click();
      await expect(finance.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
      await expect(finance.getByRole('region', { name: 'Orders that differ' })).toBeVisible();
      await expect(finance.getByText(/recent orders? compared with the gateway/)).toBeVisible();
      await expectNoSidewaysScroll(finance);
      await shot(finance, 'payments-admin-06-reconciliation');
    });
  } finally {
    for (const page of [top.page, middle.page, buyer.page, finance]) await page.context().close();
  }
});
