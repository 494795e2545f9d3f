// Issue 5 journeys (SPEC 2.17 Referral, 2.18 Wallet, 5 'Bank account' / 'Withdrawal' / 'Phone
// masking', 7 'Referral and wallet'): a viewer invites a friend by link; the friend signs up with the
// code applied and buys Premium through the sandbox checkout; the referrer sees the friend on the
// card and the details, earns the level-1 bonus (10% of ₹999) in the wallet, adds a bank account and
// withdraws; a payout to a second account that the sandbox bank rejects (number ending 0000) comes
// back as a REFUND. The E2E server allows withdrawals from ₹10 (playwright.config.ts).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { payWithPhonePe } from './support/checkout.ts';
import { completeLocationOnProfileUpdate } from './support/profile-update.ts';
import { expectNoSidewaysScroll, shot } from './support/screens.ts';
import { randomPhone, signedInAt } from './support/session.ts';
import { fillMiniRegistration, signInWithOtp, type Names } from './support/sign-up.ts';

const PREMIUM_PLAN_ID = 3;
const PREMIUM_PAISE = 99_900;
/** Level 1 of the seeded bonus levels: 10% of every subscription the friend pays for. */
const LEVEL_1_BONUS_PAISE = PREMIUM_PAISE / 10;
const FIRST_WITHDRAWAL_PAISE = 2_000;
const FAILED_WITHDRAWAL_PAISE = 3_000;
const AUTO_APPLIED = 'Referral code was automatically applied from your invitation link!';
const FRIEND: Names = { firstName: 'Ravi', lastName: 'Kumar', address: 'Guntur' };

/** As money is written (contract formatRupees): '₹99.90', '₹20', '₹10,000'. */
function inr(paise: number): string {
  const digits = paise % 100 === 0 ? 0 : 2;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
/** SPEC 5 'Phone masking': first 4 digits, four stars, last 4 digits. */
const masked = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-4)}`;

const test = base.extend<{ openFriendDevice: () => Promise<{ context: BrowserContext; page: Page }> }>({
  /** A second person on their own device: a fresh context with this project's device settings. */
  openFriendDevice: async ({ browser, baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, storageState }, use) => {
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, storageState });
      return { context, page: await context.newPage() };
    });
  },
});

/** The referrer's code as /referral shows it. */
async function shownReferralCode(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeVisible();
  const code = page.getByTestId('referral-code');
  await expect(code).toHaveText(/^[A-Z0-9]{4,}$/);
  return (await code.textContent())!.trim();
}

/** The mini registration with the invitation's code in the field, auto-verified (SPEC 2.6). */
async function expectCodeAutoApplied(page: Page, code: string) {
  await expect(page.getByText(AUTO_APPLIED)).toBeVisible();
  await expect(page.getByLabel('Referral code')).toHaveValue(code);
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: /^Valid referral code/ })).toBeVisible();
}

/** The screen fits the device: nothing makes it scroll sideways (checked once its data is in). */
function wallet(page: Page) {
  const banks = page.getByRole('region', { name: 'Bank Accounts' });
  return {
    balance: page.getByRole('region', { name: 'Available Balance' }).getByText(/^₹[\d,.]+$/),
    transactions: page.getByRole('list', { name: 'Recent transactions, scrollable' }).getByRole('listitem'),
    banks,
    bank: (name: string) => banks.getByRole('listitem').filter({ hasText: name }),
    withdrawDialog: page.getByRole('dialog', { name: 'Withdraw Money' }),
  };
}

async function addBankAccount(page: Page, account: { holder: string; number: string; ifsc: string; bank: string }) {
  await wallet(page).banks.getByRole('button', { name: 'Add Bank Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
  await dialog.getByLabel('Account Holder Name', { exact: true }).fill(account.holder);
  await dialog.getByLabel('Account Number', { exact: true }).fill(account.number);
  await dialog.getByLabel('IFSC Code', { exact: true }).fill(account.ifsc);
  await dialog.getByLabel('Bank Name', { exact: true }).fill(account.bank);
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(wallet(page).bank(account.bank)).toContainText(`XXXXXXXX${account.number.slice(-4)}`);
}

/** Opens Withdraw Money (the limits are refreshed first, SPEC 4 'Wallet'). */
async function openWithdrawal(page: Page) {
  await page.getByRole('button', { name: 'Withdraw Money' }).click();
  const dialog = wallet(page).withdrawDialog;
  await expect(dialog).toBeVisible();
  return { dialog, amount: dialog.getByLabel('Amount (₹)'), submit: dialog.getByRole('button', { name: 'Withdraw', exact: true }) };
}

test('an invited friend subscribes; the referrer earns the bonus, withdraws it, and a failed payout is refunded', async ({ page, baseURL, isMobile, openFriendDevice }) => {
  test.setTimeout(240_000);
  const friendPhone = randomPhone();
  let code = '';
  let inviteUrl = '';

  await test.step('the referrer reads the code and the invitation link on /referral', async () => {
    await signedInAt(page, '/referral');
    code = await shownReferralCode(page);
    await expect(page.getByTestId('referral-count')).toHaveText('0');
    await expect(page.getByText('No Referrals Yet')).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code of your invitation link' });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The invitation as a friend receives it: the WhatsApp message carries the link.
    const whatsApp = page.getByRole('link', { name: 'Share your invitation on WhatsApp (opens in a new tab)' });
    const message = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    expect(message).toContain(code);
    inviteUrl = /https?:\/\/\S+/.exec(message)?.[0] ?? '';
    expect(inviteUrl).toBe(`${baseURL}/login?ref=${code}`);
    await expectNoSidewaysScroll(page);
    await shot(page, 'referral-01-card-empty');
  });

  const friend = await openFriendDevice();
  try {
    await test.step('the friend opens the link and signs up with the code applied', async () => {
      await friend.page.goto(inviteUrl);
      await signInWithOtp(friend.page, friendPhone);
      await expectCodeAutoApplied(friend.page, code);
      await shot(friend.page, 'referral-02-friend-code-applied');
      await fillMiniRegistration(friend.page, FRIEND);
      await expect(friend.page).toHaveURL((url) => url.pathname === '/');
    });

    await test.step('the friend buys Premium through the sandbox checkout', async () => {
      await friend.page.goto(`/plans?plan=${PREMIUM_PLAN_ID}`);
      await friend.page.getByRole('button', { name: /^Pay ₹999\b/ }).click();
      // The mini registration has no location yet: the payment gate asks for it first (SPEC 5).
      await expect(friend.page).toHaveURL(/\/profile\/update\?.*redirect=/);
      await completeLocationOnProfileUpdate(friend.page);
      await expect(friend.page).toHaveURL(/\/plans/);
      await friend.page.getByRole('button', { name: /^Pay ₹999\b/ }).click();
      await payWithPhonePe(friend.page);
      await expect(friend.page).toHaveURL(/\/profile/, { timeout: 30_000 });
      await expect(friend.page.getByText('Active', { exact: true }).first()).toBeVisible();
    });
  } finally {
    await friend.context.close();
  }

  await test.step('the referrer sees the friend on the card and the details', async () => {
    await page.goto('/referral');
    await expect(page.getByTestId('referral-count')).toHaveText('1');
    const latest = page.getByRole('listitem').filter({ hasText: masked(friendPhone) });
    await expect(latest).toContainText(`${FRIEND.firstName} ${FRIEND.lastName}`);
    await expect(page.getByText(friendPhone)).toHaveCount(0);
    await shot(page, 'referral-03-card-one');

    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/referral\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referral Details' })).toBeVisible();
    const tile = (label: string) => page.locator('dl').filter({ hasText: label }).getByTestId('referral-count');
    await expect(tile('Total Referrals')).toHaveText('1');
    await expect(tile('Premium Members')).toHaveText('1');
    await expect(tile('Free Members')).toHaveText('0');
    if (isMobile) {
      const card = page.getByRole('list', { name: 'Referral History' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(masked(friendPhone));
      await expect(card).toContainText(`${FRIEND.firstName} ${FRIEND.lastName}`);
      await expect(card).toContainText('Premium');
      await expect(card).toContainText('Joined');
      await expect(card.locator('time')).toHaveText(/^(just now|\d+m ago)$/);
    } else {
      const rows = page.getByRole('table', { name: 'Referral History' }).getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByRole('columnheader')).toHaveText(['Phone Number', 'First Name', 'Joined Date', 'Subscription', 'Status']);
      await expect(rows.nth(1).getByRole('cell')).toHaveText([masked(friendPhone), FRIEND.firstName, /\d/, 'Premium', 'Joined']);
    }
    await expect(page.getByText(friendPhone)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'referral-04-details');
  });

  const w = wallet(page);
  await test.step('the referrer has the level-1 bonus in the wallet', async () => {
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    await expect(w.balance).toHaveText(inr(LEVEL_1_BONUS_PAISE));
    await expect(w.transactions).toHaveCount(1);
    const bonus = w.transactions.first();
    await expect(bonus).toContainText('Referral Bonus');
    await expect(bonus).toContainText(`Credited ${inr(LEVEL_1_BONUS_PAISE)}`);
    await expect(bonus).toContainText(masked(friendPhone));
    await expect(bonus).toContainText('COMPLETED');
    const levels = page.getByRole('region', { name: 'Referral Bonus Levels' }).getByRole('listitem');
    await expect(levels).toHaveCount(5);
    await expect(levels.first()).toContainText('Level 1');
    await expect(levels.first()).toContainText('10%');
    await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText('Withdraw ₹10 to ₹10,000 at a time');
    await expectNoSidewaysScroll(page);
    await shot(page, 'referral-05-wallet-bonus');
  });

  await test.step('a bank account is added and a withdrawal within the limits is paid out', async () => {
    await expect(w.banks.getByText('No bank accounts added yet')).toBeVisible();
    await addBankAccount(page, { holder: 'Lakshmi Devi', number: '50100123451234', ifsc: 'HDFC0001234', bank: 'HDFC Bank' });
    await expect(page.getByText('Bank account added successfully')).toBeVisible();
    // The first account is the primary one.
    await expect(w.bank('HDFC Bank').getByText('Primary', { exact: true })).toBeVisible();

    const { dialog, amount, submit } = await openWithdrawal(page);
    await expect(dialog.getByLabel('Bank Account').locator('option:checked')).toHaveText(/^HDFC Bank · XXXXXXXX1234 \(Primary\)$/);
    await expect(amount).toHaveAttribute('placeholder', 'Enter amount (₹10 - ₹10,000)');
    await amount.fill('5');
    await submit.click();
    await expect(dialog.getByText('Minimum withdrawal amount is ₹10')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('20000');
    await submit.click();
    await expect(dialog.getByText('Maximum withdrawal amount is ₹10,000')).toBeVisible();
    await amount.fill(String(FIRST_WITHDRAWAL_PAISE / 100));
    await shot(page, 'referral-06-withdraw');
    await submit.click();
    await expect(page.getByText('Withdrawal request submitted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(w.balance).toHaveText(inr(LEVEL_1_BONUS_PAISE - FIRST_WITHDRAWAL_PAISE));
    const withdrawal = w.transactions.filter({ hasText: `Debited ${inr(FIRST_WITHDRAWAL_PAISE)}` });
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText('Withdrawal');
    await expect(withdrawal).toContainText('HDFC Bank XXXXXXXX1234');
    // The sandbox bank takes SANDBOX_PAYOUT_SECONDS (10) to decide: in flight first (issue 12).
    await expect(withdrawal).toContainText('PENDING');
    await expect(withdrawal).toContainText('Your bank is processing this transfer.');
  });

  await test.step('a payout to a primary account the bank rejects comes back as a refund', async () => {
    await addBankAccount(page, { holder: 'Lakshmi Devi', number: '50100123450000', ifsc: 'ICIC0004321', bank: 'ICICI Bank' });
    const icici = w.bank('ICICI Bank');
    await expect(icici.getByText('Primary', { exact: true })).toHaveCount(0);
    await icici.getByRole('button', { name: /^Set Primary: ICICI Bank/ }).click();
    await expect(page.getByText('Primary bank account updated')).toBeVisible();
    await expect(icici.getByText('Primary', { exact: true })).toBeVisible();
    await expect(w.bank('HDFC Bank').getByRole('button', { name: /^Set Primary: HDFC Bank/ })).toBeVisible();

    const { dialog, amount, submit } = await openWithdrawal(page);
    await expect(dialog.getByLabel('Bank Account').locator('option:checked')).toHaveText(/^ICICI Bank · XXXXXXXX0000 \(Primary\)$/);
    await amount.fill(String(FAILED_WITHDRAWAL_PAISE / 100));
    await submit.click();
    await expect(dialog).toBeHidden();

    // The sandbox bank answers in the background; a fresh load shows what it decided.
    const refund = w.transactions.filter({ hasText: `Credited ${inr(FAILED_WITHDRAWAL_PAISE)}` });
    await expect(async () => {
      await page.reload();
      await expect(refund).toHaveCount(1, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await expect(refund).toContainText('Refund');
    await expect(refund).toContainText('COMPLETED');
    const failed = w.transactions.filter({ hasText: `Debited ${inr(FAILED_WITHDRAWAL_PAISE)}` });
    await expect(failed).toContainText('ICICI Bank XXXXXXXX0000');
    await expect(failed).toContainText('FAILED');
    await expect(w.transactions.filter({ hasText: `Debited ${inr(FIRST_WITHDRAWAL_PAISE)}` })).toContainText('COMPLETED');
    await expect(w.transactions).toHaveCount(4);
    await expect(w.balance).toHaveText(inr(LEVEL_1_BONUS_PAISE - FIRST_WITHDRAWAL_PAISE));
    await shot(page, 'referral-07-wallet-refund');
  });
});

test('a code in the hash part of the mini registration link is applied as well', async ({ page, openFriendDevice }) => {
  await signedInAt(page, '/referral');
  const code = await shownReferralCode(page);
  const friendPhone = randomPhone();

  const friend = await openFriendDevice();
  try {
    await friend.page.goto('/login');
    await signInWithOtp(friend.page, friendPhone);
    await expect(friend.page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(friend.page.getByText(AUTO_APPLIED)).toHaveCount(0);
    // The invitation in its hash form (SPEC 2.6: 'a ref parameter in the hash part').
    await friend.page.goto('about:blank');
    await friend.page.goto(`/mini-register#ref=${code}`);
    await expectCodeAutoApplied(friend.page, code);
    await fillMiniRegistration(friend.page, FRIEND);
    await expect(friend.page).toHaveURL((url) => url.pathname === '/');
  } finally {
    await friend.context.close();
  }

  await page.goto('/referral/details');
  const tile = (label: string) => page.locator('dl').filter({ hasText: label }).getByTestId('referral-count');
  await expect(tile('Total Referrals')).toHaveText('1');
  await expect(tile('Free Members')).toHaveText('1');
  await expect(page.getByText(masked(friendPhone)).filter({ visible: true })).toHaveCount(1);
});
