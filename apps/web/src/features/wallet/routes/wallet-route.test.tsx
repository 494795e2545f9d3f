import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { API, TRANSACTION_LIST_MAX_HEIGHT_PX, WALLET_REFRESH_MS } from '@ott/contract';
import { WALLET_SETTLING_REFRESH_MS, WALLET_SETTLING_WINDOW_MS } from '@/api/wallet/get-wallet.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentPath } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeBankAccount, makeTransaction, renderWallet, stubWallet } from '../testing/render-wallet.tsx';

const section = (name: string) => screen.findByRole('region', { name });
const withdrawButton = () => screen.findByRole('button', { name: 'Withdraw Money' });

describe('wallet screen (SPEC 2.18, 8 Wallet)', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser());
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    logged.mockRestore();
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows the balance and asks every wallet endpoint with the stored phone', async () => {
    const api = stubWallet({ balance: 1250.5 });
    renderWallet();
    const card = await section('Available Balance');
    expect(await within(card).findByText('₹1,250.50')).toBeTruthy();
    for (const path of [API.wallet, API.bankAccounts, API.referralBonusLevels, API.withdrawalLimits]) {
      expect(api.requests(path).map((url) => url.searchParams.get('phone'))).toContain('9876543210');
    }
  });

  it('shows loading skeletons until the answers arrive', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubWallet({}, { [`GET ${API.wallet}`]: async () => (await held, { body: { status: 'success', balance: 10, recent_transactions: [] } }) });
    renderWallet();
    const transactions = await section('Recent Transactions');
    expect(transactions.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect((await withdrawButton()).hasAttribute('disabled')).toBe(true);
    release();
    expect(await within(transactions).findByText('No transactions yet')).toBeTruthy();
    expect(transactions.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('disables Withdraw Money at a zero balance and enables it with money in the wallet', async () => {
    stubWallet({ balance: 0 });
    const first = renderWallet();
    await screen.findByText('₹0');
    expect((await withdrawButton()).hasAttribute('disabled')).toBe(true);
    first.unmount();

    stubWallet({ balance: 0.5 });
    renderWallet();
    await screen.findByText('₹0.50');
    expect((await withdrawButton()).hasAttribute('disabled')).toBe(false);
  });

  it('lists recent transactions with type, status, sign, description and date in a 400 px scroll box', async () => {
    stubWallet({
      transactions: [
        makeTransaction({ id: 1, transaction_type: 'WITHDRAWAL', amount: 500, status: 'PENDING', description: 'Withdrawal to HDFC Bank XXXXXXXX1234', created_at: '2025-03-14T06:00:00.000Z' }),
        makeTransaction({ id: 2, transaction_type: 'REFUND', amount: 300, status: 'COMPLETED', description: 'Refund of a failed withdrawal' }),
        makeTransaction({ id: 3, transaction_type: 'WITHDRAWAL', amount: 300, status: 'FAILED', description: 'Withdrawal to SBI XXXXXXXX9876' }),
        makeTransaction({ id: 4, transaction_type: 'REFERRAL_BONUS', amount: 150, status: 'COMPLETED', description: 'Level 1 referral bonus' }),
      ],
    });
    renderWallet();
    const list = await screen.findByRole('list', { name: 'Recent transactions, scrollable' });
    expect(list.style.maxHeight).toBe(`${TRANSACTION_LIST_MAX_HEIGHT_PX}px`);
    expect(list.className).toContain('overflow-y-auto');
    expect(list.tabIndex).toBe(0);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    expect(within(rows[0]!).getByText('Withdrawal')).toBeTruthy();
    expect(within(rows[0]!).getByText('PENDING')).toBeTruthy();
    expect(within(rows[0]!).getByText('−₹500')).toBeTruthy();
    expect(within(rows[0]!).getByText('Debited ₹500')).toBeTruthy();
    expect(within(rows[0]!).getByText('Withdrawal to HDFC Bank XXXXXXXX1234')).toBeTruthy();
    expect(rows[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-14T06:00:00.000Z');
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/14 Mar 2025/);

    expect(within(rows[1]!).getByText('Refund')).toBeTruthy();
    expect(within(rows[1]!).getByText('+₹300')).toBeTruthy();
    expect(within(rows[1]!).getByText('COMPLETED')).toBeTruthy();
    expect(within(rows[2]!).getByText('FAILED')).toBeTruthy();
    expect(within(rows[2]!).getByText('−₹300')).toBeTruthy();
    expect(within(rows[3]!).getByText('Referral Bonus')).toBeTruthy();
    expect(within(rows[3]!).getByText('+₹150')).toBeTruthy();
    expect(within(rows[3]!).getByText('Credited ₹150')).toBeTruthy();
  });

  it('lists the referral bonus levels 1 to 5 in order with their percentages', async () => {
    stubWallet({ levels: [{ id: 9, level: 6, description: 'Not shown', amount: 1 }, ...(await import('../testing/render-wallet.tsx')).BONUS_LEVELS] });
    renderWallet();
    const levels = await section('Referral Bonus Levels');
    const items = await within(levels).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Level 1Direct referrals10%',
      '2Level 2Second level5%',
      '3Level 3Third level3%',
      '4Level 4Fourth level2%',
      '5Level 5Fifth level1.5%',
    ]);
  });

  it('links to the referral screen to invite friends', async () => {
    stubWallet();
    renderWallet();
    fireEvent.click(await screen.findByRole('link', { name: 'Invite friends to earn' }));
    expect(await screen.findByRole('heading', { name: 'Referral page' })).toBeTruthy();
    expect(currentPath()).toBe('/referral');
  });

  it('lists bank accounts with the Primary badge and Set Primary only on the others', async () => {
    stubWallet({ accounts: [makeBankAccount(), makeBankAccount({ id: 2, bank_name: 'State Bank of India', account_number: 'XXXXXXXX9876', is_primary: false })] });
    renderWallet();
    const accounts = await section('Bank Accounts');
    const rows = await within(accounts).findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Primary')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Set Primary/ })).toBeNull();
    expect(within(rows[1]!).queryByText('Primary')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Set Primary: State Bank of India XXXXXXXX9876' })).toBeTruthy();
    expect(within(accounts).getByRole('button', { name: 'Add Bank Account' })).toBeTruthy();
  });

  it('reads a wallet that fails to load as a zero balance with no transactions, and only logs the error', async () => {
    stubWallet({}, { [`GET ${API.wallet}`]: () => ({ status: 500, body: { status: 'error', message: 'Database unavailable' } }) });
    renderWallet();
    expect(await screen.findByText('₹0')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect((await withdrawButton()).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load wallet', expect.anything()));
  });

  it('shows empty bank accounts and bonus levels when they fail to load, and only logs the errors', async () => {
    stubWallet({}, {
      [`GET ${API.bankAccounts}`]: () => ({ status: 500, body: { status: 'error', message: 'boom' } }),
      [`GET ${API.referralBonusLevels}`]: () => 'network-error',
    });
    renderWallet();
    expect(await screen.findByText('No bank accounts added yet')).toBeTruthy();
    expect(await screen.findByText('Bonus levels are not available right now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Failed to load bank accounts', expect.anything());
      expect(logged).toHaveBeenCalledWith('Failed to load referral bonus levels', expect.anything());
    });
  });

  it('shows the default limits when the limits fail to load', async () => {
    stubWallet({}, { [`GET ${API.withdrawalLimits}`]: () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    renderWallet();
    expect(await screen.findByText(/Withdraw ₹100 to ₹10,000 at a time/)).toBeTruthy();
    expect(screen.getByText(/3 of 3 withdrawals left today/)).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load withdrawal limits', expect.anything()));
  });

  it('refreshes the balance every 30 s while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { balance: 100 };
    const api = stubWallet(state);
    renderWallet();
    expect(await screen.findByText('₹100')).toBeTruthy();
    const before = api.requests(API.wallet).length;

    state.balance = 250;
    await act(() => vi.advanceTimersByTimeAsync(WALLET_REFRESH_MS));
    expect(await screen.findByText('₹250')).toBeTruthy();
    expect(api.requests(API.wallet).length).toBe(before + 1);

    act(() => focusManager.setFocused(false));
    state.balance = 400;
    await act(() => vi.advanceTimersByTimeAsync(WALLET_REFRESH_MS * 2));
    expect(api.requests(API.wallet).length).toBe(before + 1);
    expect(screen.getByText('₹250')).toBeTruthy();
  });

  it('while a new withdrawal is PENDING re-reads the wallet every 5 s until the bank decides, then every 30 s again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const withdrawal = { id: 2, transaction_type: 'WITHDRAWAL' as const, amount: 200, description: 'Withdrawal to HDFC Bank XXXXXXXX1234' };
    const state = {
      balance: 300,
      transactions: [makeTransaction({ ...withdrawal, status: 'PENDING', created_at: new Date().toISOString() }), makeTransaction({ amount: 500 })],
    };
    const api = stubWallet(state);
    renderWallet();
    const list = await screen.findByRole('list', { name: 'Recent transactions, scrollable' });
    const row = () => within(list).getAllByRole('listitem')[0]!;
    expect(within(row()).getByText('PENDING')).toBeTruthy();
    const before = api.requests(API.wallet).length;

    await act(() => vi.advanceTimersByTimeAsync(WALLET_SETTLING_REFRESH_MS));
    expect(api.requests(API.wallet).length).toBe(before + 1);
    expect(within(row()).getByText('PENDING')).toBeTruthy();

    state.transactions[0] = makeTransaction({ ...withdrawal, status: 'COMPLETED', created_at: state.transactions[0]!.created_at });
    await act(() => vi.advanceTimersByTimeAsync(WALLET_SETTLING_REFRESH_MS));
    await waitFor(() => expect(within(row()).getByText('COMPLETED')).toBeTruthy());
    expect(within(row()).queryByText('PENDING')).toBeNull();
    const settled = api.requests(API.wallet).length;

    // Nothing in flight any more: back to the spec's 30 s.
    await act(() => vi.advanceTimersByTimeAsync(WALLET_REFRESH_MS - 1_000));
    expect(api.requests(API.wallet).length).toBe(settled);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.requests(API.wallet).length).toBe(settled + 1);
  });

  it('leaves a withdrawal pending for more than 10 minutes to the 30 s refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const old = new Date(Date.now() - WALLET_SETTLING_WINDOW_MS - 60_000).toISOString();
    const api = stubWallet({ transactions: [makeTransaction({ id: 2, transaction_type: 'WITHDRAWAL', status: 'PENDING', created_at: old })] });
    renderWallet();
    await screen.findByText('PENDING');
    const before = api.requests(API.wallet).length;
    await act(() => vi.advanceTimersByTimeAsync(WALLET_REFRESH_MS - 1_000));
    expect(api.requests(API.wallet).length).toBe(before);
  });
});
