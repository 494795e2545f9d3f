import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@ott/contract';
import type { Reply } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { LIMITS, makeBankAccount, renderWallet, stubWallet, type WalletState } from '../testing/render-wallet.tsx';

const TWO_ACCOUNTS = [
  makeBankAccount({ id: 1, bank_name: 'HDFC Bank', is_primary: false }),
  makeBankAccount({ id: 2, bank_name: 'State Bank of India', account_number: 'XXXXXXXX9876', is_primary: true }),
];

const withdrawal = (amount: number, balance: number): Reply => ({
  body: {
    status: 'success',
    message: 'Withdrawal request submitted successfully',
    withdrawal: { id: 31, amount, status: 'PENDING', bank_account: 2, created_at: new Date().toISOString() },
    balance,
  },
});

async function openWithdrawal() {
  const button = await screen.findByRole('button', { name: 'Withdraw Money' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Withdraw Money' });
}

function submitAmount(dialog: HTMLElement, amount: string) {
  fireEvent.change(within(dialog).getByLabelText('Amount (₹)'), { target: { value: amount } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
}

describe('withdrawal (SPEC 2.18, 4 Wallet, 5 Withdrawal, 8 Wallet)', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser());
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  /** `state` is read on every call: a test may change it. */
  const setUp = (state: WalletState = {}, withdraw?: (body: Record<string, unknown>) => Reply | Promise<Reply>) => {
    state.balance ??= 1250;
    state.accounts ??= TWO_ACCOUNTS;
    const api = stubWallet(
      state,
      withdraw ? { [`POST ${API.requestWithdrawal}`]: (call) => withdraw(call.body as Record<string, unknown>) } : {},
    );
    renderWallet();
    return api;
  };

  it('opens only after the limits are refreshed', async () => {
    let release!: () => void;
    let limitCalls = 0;
    const api = stubWallet({ balance: 1250, accounts: TWO_ACCOUNTS }, {
      [`GET ${API.withdrawalLimits}`]: async () => {
        limitCalls += 1;
        // The first load answers at once; the refresh on Withdraw Money waits until released.
        if (limitCalls > 1) await new Promise<void>((resolve) => (release = resolve));
        return { body: { status: 'success', ...LIMITS, remaining_today: limitCalls > 1 ? 1 : 3 } };
      },
    });
    renderWallet();
    const button = await screen.findByRole('button', { name: 'Withdraw Money' });
    await screen.findByText(/3 of 3 withdrawals left today/);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(api.requests(API.withdrawalLimits)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Checking limits...' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Checking limits...' }));
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Money' });
    // The modal uses the fresh answer, not the first one.
    expect(within(dialog).getByText('1 of 3 withdrawals left today')).toBeTruthy();
    expect(api.requests(API.withdrawalLimits)).toHaveLength(2);
  });

  it('shows the amount range as the placeholder, min and max, and preselects the primary account', async () => {
    setUp();
    const dialog = await openWithdrawal();
    const amount = within(dialog).getByLabelText('Amount (₹)') as HTMLInputElement;
    expect(amount.placeholder).toBe('Enter amount (₹200 - ₹5,000)');
    expect(amount.min).toBe('200');
    expect(amount.max).toBe('5000');
    const select = within(dialog).getByLabelText('Bank Account') as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(within(select).getByRole('option', { name: 'State Bank of India · XXXXXXXX9876 (Primary)' })).toBeTruthy();
    expect(within(dialog).getByText('₹1,250')).toBeTruthy();
  });

  it('uses the default limits when the refresh fails', async () => {
    stubWallet({ balance: 1250, accounts: TWO_ACCOUNTS }, { [`GET ${API.withdrawalLimits}`]: () => ({ status: 503, body: { status: 'error', message: 'down' } }) });
    renderWallet();
    const dialog = await openWithdrawal();
    const amount = within(dialog).getByLabelText('Amount (₹)') as HTMLInputElement;
    expect(amount.placeholder).toBe('Enter amount (₹100 - ₹10,000)');
    expect(amount.min).toBe('100');
    expect(amount.max).toBe('10000');
    expect(within(dialog).getByText('3 of 3 withdrawals left today')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load withdrawal limits', expect.anything());
  });

  it.each([
    ['', 'Please enter an amount'],
    ['0', 'Please enter a valid amount'],
    ['-5', 'Please enter a valid amount'],
    ['10.555', 'Please enter a valid amount'],
    ['199.99', 'Minimum withdrawal amount is ₹200'],
    ['5000.01', 'Maximum withdrawal amount is ₹5,000'],
  ])('refuses the amount %j with "%s" and sends nothing', async (value, message) => {
    const api = setUp();
    const dialog = await openWithdrawal();
    submitAmount(dialog, value);
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(api.callsTo('POST', API.requestWithdrawal)).toHaveLength(0);
  });

  it('says the daily limit is reached when no withdrawal is left today', async () => {
    const api = setUp({ limits: { ...LIMITS, remaining_today: 0 } });
    const dialog = await openWithdrawal();
    submitAmount(dialog, '500');
    expect(await within(dialog).findByText('Daily withdrawal limit reached')).toBeTruthy();
    expect(api.callsTo('POST', API.requestWithdrawal)).toHaveLength(0);
  });

  it('asks for a bank account when none is chosen', async () => {
    const api = setUp();
    const dialog = await openWithdrawal();
    fireEvent.change(within(dialog).getByLabelText('Bank Account'), { target: { value: '' } });
    submitAmount(dialog, '500');
    expect(await within(dialog).findByText('Please select a bank account')).toBeTruthy();
    expect(api.callsTo('POST', API.requestWithdrawal)).toHaveLength(0);
  });

  it("shows the server's error field when the withdrawal is refused", async () => {
    setUp({}, () => ({ status: 400, body: { status: 'error', error: 'Insufficient wallet balance', message: 'Insufficient wallet balance' } }));
    const dialog = await openWithdrawal();
    submitAmount(dialog, '500');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Insufficient wallet balance');
    expect(screen.getByRole('dialog', { name: 'Withdraw Money' })).toBeTruthy();
  });

  it("says 'Failed to process withdrawal' when the answer has no error field", async () => {
    setUp({}, () => ({ status: 500, body: { status: 'error', message: 'Internal error' } }));
    const dialog = await openWithdrawal();
    submitAmount(dialog, '500');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to process withdrawal');
  });

  it('sends account, rupees, phone and a request id; success closes, toasts and refreshes wallet and limits', async () => {
    const state: WalletState = { balance: 1250, accounts: TWO_ACCOUNTS };
    const api = setUp(state, () => {
      state.balance = 749.5;
      state.limits = { ...LIMITS, remaining_today: 1 };
      return withdrawal(500.5, 749.5);
    });
    await screen.findByText('₹1,250');
    const dialog = await openWithdrawal();
    const walletCalls = api.requests(API.wallet).length;
    const limitCalls = api.requests(API.withdrawalLimits).length;
    submitAmount(dialog, '500.50');
    expect(await screen.findByText('Withdrawal request submitted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo('POST', API.requestWithdrawal);
    expect(call!.body).toEqual({ bank_account: 2, amount: 500.5, phone: '9876543210', request_id: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(await screen.findByText('₹749.50')).toBeTruthy();
    expect(await screen.findByText(/1 of 3 withdrawals left today/)).toBeTruthy();
    expect(api.requests(API.wallet).length).toBeGreaterThan(walletCalls);
    expect(api.requests(API.withdrawalLimits).length).toBeGreaterThan(limitCalls);
  });

  it('retries the same submission with the same request id, and a changed one with a new id', async () => {
    const answers: Reply[] = ['network-error', { status: 500, body: null }, withdrawal(300, 950)];
    const api = setUp({}, () => answers.shift()!);
    const dialog = await openWithdrawal();
    submitAmount(dialog, '500');
    await within(dialog).findByText('Failed to process withdrawal');
    // A retry of the same account and amount: the server must see the same key.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('POST', API.requestWithdrawal)).toHaveLength(2));
    await within(dialog).findByText('Failed to process withdrawal');
    // A different amount is a different withdrawal.
    submitAmount(dialog, '300');
    await screen.findByText('Withdrawal request submitted successfully');
    const ids = api.callsTo('POST', API.requestWithdrawal).map((c) => (c.body as { request_id: string }).request_id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends one request for a double tap', async () => {
    let release!: () => void;
    const api = setUp({}, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return withdrawal(500, 750);
    });
    const dialog = await openWithdrawal();
    submitAmount(dialog, '500');
    const submit = await within(dialog).findByRole('button', { name: 'Processing...' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', API.requestWithdrawal)).toHaveLength(1);
  });

  it('offers to add a bank account when there is none', async () => {
    setUp({ accounts: [] });
    const dialog = await openWithdrawal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));
    expect(await screen.findByRole('dialog', { name: 'Add Bank Account' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Withdraw Money' })).toBeNull();
  });
});
