// Issue 17.3: a viewer earns a referral bonus (a friend who used their code buys Premium: 10% of
// ₹999), and withdraws ₹60, above the approval threshold a finance operator set to ₹50 in the
// console. The withdrawal waits (the viewer sees it PENDING, nothing is paid), the operator approves
// it, the sandbox bank pays it, and both the console and the viewer's wallet show it COMPLETED; the
// operator's ledger view ends at the wallet's balance. The referral journey's withdrawals (₹20 and
// ₹30) stay below the ₹50 threshold, so this journey's setting does not change them.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { operatorPageWithRole } from './support/operator-page.ts';
import { expectNoSidewaysScroll, shot } from './support/screens.ts';
import { pageCsrf, signedInAt, signInNewUser, type SignedIn } from './support/session.ts';
import { devicePage } from './support/titles.ts';

// A loaded machine (the other journeys' encoders) has taken over 15 s to draw the console.
const expect = baseExpect.configure({ timeout: 30_000 });
const PREMIUM_PLAN_ID = 3;
const WITHDRAWAL = '60';
/** One admin per project (ADMIN_PHONES of the E2E server) grants the finance role: a phone may ask for a code only every 30 s. */
const adminPhone = () => (test.info().project.name === 'mobile' ? '9000000023' : '9000000022');

/** A friend who signs up with the viewer's code and pays for Premium in the sandbox (set-up through the API). */
async function friendSubscribes(browser: Browser, baseURL: string, referralCode: string) {
  const page = await devicePage(browser, baseURL);
  try {
    await page.goto('/');
    const friend = await signInNewUser(page, { completeProfile: true, referralCode });
    const headers = { Authorization: `Bearer ${friend.token}`, 'X-CSRFToken': await pageCsrf(page) };
    const order = await page.request.post('/api/payment/create-order/', { data: { plan_id: PREMIUM_PLAN_ID, phone: friend.phone }, headers });
    expect(order.ok(), await order.text()).toBe(true);
    const { order_id } = (await order.json()) as { order_id: string };
    const paid = await page.request.post('/sandbox/pay', { data: { order_id, method: 'upi', outcome: 'success' }, headers });
    expect(paid.ok(), await paid.text()).toBe(true);
  } finally {
    await page.context().close();
  }
}

async function addBankAccount(page: Page, viewer: SignedIn) {
  const res = await page.request.post('/users/bank-accounts/', {
    data: { account_holder_name: 'Lakshmi Devi', account_number: '50100123456789', ifsc_code: 'HDFC0001234', bank_name: 'HDFC Bank', phone: viewer.phone },
    headers: { Authorization: `Bearer ${viewer.token}`, 'X-CSRFToken': await pageCsrf(page) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The screen fits the device: nothing makes it scroll sideways. */
/** The withdrawal's row (desktop table) or card (phone) in the queue. */
const queueEntry = (page: Page, id: string, isMobile: boolean) =>
  isMobile
    ? page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').filter({ hasText: `#${id}` })
    : page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: `#${id}` });

test('a withdrawal above the threshold waits, a finance operator approves it, and it is paid', async ({ page, browser, baseURL, isMobile }) => {
  test.setTimeout(600_000);
  const viewer = await signedInAt(page, '/wallet');
  await friendSubscribes(browser, baseURL!, String(viewer.user.referral_code));
  await addBankAccount(page, viewer);
  const balance = page.getByRole('region', { name: 'Available Balance' }).getByText(/^₹[\d,.]+$/);
  await expect(async () => {
    await page.reload();
    await expect(balance).toHaveText('₹99.90', { timeout: 20_000 });
    // The bonus is credited by the domain-events job after the payment's webhook.
  }).toPass({ timeout: 150_000 });

  const finance = await operatorPageWithRole(browser, baseURL!, adminPhone(), 'finance');
  try {
    await test.step('finance sets the approval threshold to ₹50', async () => {
      await finance.goto('/admin');
      const nav = finance.getByRole('navigation', { name: 'Console' });
      await expect(nav.getByRole('link', { name: 'Viewers' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Withdrawals' }).click();
      await expect(finance.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
      const field = finance.getByLabel('Threshold in rupees');
      await expect(field).not.toHaveValue('');
      await field.fill('50');
      await finance.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(finance.getByText('Approval threshold saved')).toBeVisible();
      await expect(finance.getByText('Now ₹50')).toBeVisible();
    });

    let id = '';
    await test.step('the viewer withdraws ₹60: it is debited and shown pending', async () => {
      await page.getByRole('button', { name: 'Withdraw Money' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw Money' });
      await dialog.getByLabel('Amount (₹)').fill(WITHDRAWAL);
      await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByText('Withdrawal request submitted successfully')).toBeVisible();
      await expect(balance).toHaveText('₹39.90');
      const line = page.getByRole('list', { name: 'Recent transactions, scrollable' }).getByRole('listitem').filter({ hasText: 'Debited ₹60' });
      await expect(line).toContainText('PENDING');
      await shot(page, 'withdrawals-admin-01-viewer-pending');
    });

    await test.step('it waits in the queue; nothing is paid until approval', async () => {
      await finance.reload();
      const tabs = finance.getByRole('navigation', { name: 'Withdrawal states' });
      await expect(tabs.getByRole('link', { name: /Awaiting approval/ })).toHaveAttribute('aria-current', 'page');
      const masked = `${viewer.phone.slice(0, 4)}****${viewer.phone.slice(-4)}`;
      const entry = (isMobile ? finance.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem') : finance.getByRole('table', { name: 'Withdrawals' }).getByRole('row')).filter({ hasText: masked });
      await expect(entry).toContainText('₹60');
      await expect(entry).toContainText('HDFC Bank ••6789');
      id = /#(\d+)/.exec((await entry.textContent()) ?? '')?.[1] ?? '';
      expect(id).not.toBe('');
      await expectNoSidewaysScroll(finance);
      await shot(finance, 'withdrawals-admin-02-queue-awaiting');

      await entry.getByRole('button', { name: `Reject withdrawal #${id}` }).click();
      const reject = finance.getByRole('dialog', { name: 'Reject this withdrawal' });
      await reject.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(reject.getByText('Please give a reason for rejecting (at most 200 characters)')).toBeVisible();
      await shot(finance, 'withdrawals-admin-03-reject-dialog');
      await reject.getByRole('button', { name: 'Cancel' }).click();
      await expect(reject).toBeHidden();
    });

    await test.step('finance approves it and the sandbox bank pays it', async () => {
      await queueEntry(finance, id, isMobile).getByRole('button', { name: `Approve withdrawal #${id}` }).click();
      const approve = finance.getByRole('dialog', { name: 'Approve this withdrawal?' });
      await expect(approve).toContainText('₹60 to HDFC Bank ••6789');
      await shot(finance, 'withdrawals-admin-04-approve-dialog');
      await approve.getByRole('button', { name: 'Approve', exact: true }).press('Enter');
      await expect(finance.getByText('Withdrawal approved and sent for payout')).toBeVisible();
      await expect(queueEntry(finance, id, isMobile)).toHaveCount(0);
      // The sandbox bank decides after SANDBOX_PAYOUT_SECONDS (10).
      await finance.getByRole('navigation', { name: 'Withdrawal states' }).getByRole('link', { name: /Completed/ }).click();
      await expect(finance).toHaveURL(/state=completed/);
      await expect(async () => {
        await finance.reload();
        await expect(queueEntry(finance, id, isMobile)).toContainText('Completed', { timeout: 20_000 });
      }).toPass({ timeout: 120_000 });
      await shot(finance, 'withdrawals-admin-05-queue-completed');
    });

    await test.step("the ledger's running balance ends at the wallet's balance", async () => {
      await queueEntry(finance, id, isMobile).getByRole('link', { name: /^Ledger of / }).click();
      await expect(finance).toHaveURL(/\/admin\/wallets\/\d+$/);
      await expect(finance.getByText('Wallet balance: ₹39.90')).toBeVisible();
      const newest = isMobile ? finance.getByRole('list', { name: 'Wallet ledger' }).getByRole('listitem').first() : finance.getByRole('table', { name: 'Wallet ledger' }).getByRole('row').nth(1);
      await expect(newest).toContainText('−₹60');
      await expect(newest).toContainText('₹39.90');
      await expectNoSidewaysScroll(finance);
      await shot(finance, 'withdrawals-admin-06-ledger');
    });
  } finally {
    await finance.context().close();
  }

  await test.step('the viewer sees it completed', async () => {
    const line = page.getByRole('list', { name: 'Recent transactions, scrollable' }).getByRole('listitem').filter({ hasText: 'Debited ₹60' });
    await expect(async () => {
      await page.reload();
      await expect(line).toContainText('COMPLETED', { timeout: 20_000 });
    }).toPass({ timeout: 90_000 });
    await expect(balance).toHaveText('₹39.90');
    await shot(page, 'withdrawals-admin-07-viewer-completed');
  });
});
