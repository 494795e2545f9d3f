import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankAccount } from '@ott/contract';
import { API, MESSAGES } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeBankAccount, renderWallet, stubWallet } from '../testing/render-wallet.tsx';

const FIELDS = {
  'Account Holder Name': '  Ravi Kumar ',
  'Account Number': '123456789012',
  'IFSC Code': 'sbin0001234',
  'Bank Name': 'State Bank of India',
};

async function openAddModal() {
  const accounts = await screen.findByRole('region', { name: 'Bank Accounts' });
  fireEvent.click(within(accounts).getByRole('button', { name: 'Add Bank Account' }));
  return screen.findByRole('dialog', { name: 'Add Bank Account' });
}

function fill(dialog: HTMLElement, fields: Record<string, string> = FIELDS) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('bank accounts (SPEC 2.18, 5 Bank account)', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser());
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('requires all four fields with the contract messages and sends nothing until they are filled', async () => {
    const api = stubWallet();
    renderWallet();
    const dialog = await openAddModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    const expected: Record<string, string> = {
      'Account Holder Name': MESSAGES.accountHolderRequired,
      'Account Number': MESSAGES.accountNumberRequired,
      'IFSC Code': MESSAGES.ifscRequired,
      'Bank Name': MESSAGES.bankNameRequired,
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = within(dialog).getByLabelText(label);
      await waitFor(() => expect(errorOf(input)).toBe(message));
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Account Holder Name'));
    // Blank spaces are not a value.
    fill(dialog, { ...FIELDS, 'Bank Name': '   ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('Bank Name'))).toBe(MESSAGES.bankNameRequired));
    expect(within(dialog).getByLabelText('Account Number').getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo('POST', API.bankAccounts)).toHaveLength(0);
  });

  it("shows the server's field errors under their fields", async () => {
    stubWallet({}, {
      [`POST ${API.bankAccounts}`]: () => ({
        status: 400,
        body: { status: 'error', message: MESSAGES.invalidIfsc, errors: { ifsc_code: [MESSAGES.invalidIfsc], account_number: [MESSAGES.invalidAccountNumber] } },
      }),
    });
    renderWallet();
    const dialog = await openAddModal();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('IFSC Code'))).toBe(MESSAGES.invalidIfsc));
    expect(errorOf(within(dialog).getByLabelText('Account Number'))).toBe(MESSAGES.invalidAccountNumber);
    expect(within(dialog).getByLabelText('Bank Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Bank Account' })).toBeTruthy();
  });

  it("toasts the server's message when it names no field", async () => {
    stubWallet({}, { [`POST ${API.bankAccounts}`]: () => ({ status: 400, body: { status: 'error', message: MESSAGES.bankAccountLimit } }) });
    renderWallet();
    const dialog = await openAddModal();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText(MESSAGES.bankAccountLimit)).toBeTruthy();
  });

  it('adds the account with trimmed fields and the phone, closes, toasts and reloads the list', async () => {
    const accounts: BankAccount[] = [makeBankAccount()];
    const added = makeBankAccount({ id: 2, bank_name: 'State Bank of India', account_number: 'XXXXXXXX9012', ifsc_code: 'SBIN0001234', is_primary: false, is_verified: false });
    const api = stubWallet({ accounts }, {
      [`POST ${API.bankAccounts}`]: () => {
        accounts.push(added);
        return { status: 201, body: { status: 'success', message: MESSAGES.bankAccountAdded, bank_account: added } };
      },
    });
    renderWallet();
    const dialog = await openAddModal();
    fill(dialog);
    expect((within(dialog).getByLabelText('IFSC Code') as HTMLInputElement).value).toBe('SBIN0001234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText(MESSAGES.bankAccountAdded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', API.bankAccounts)[0]!.body).toEqual({
      account_holder_name: 'Ravi Kumar',
      account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      bank_name: 'State Bank of India',
      phone: '9876543210',
    });
    expect(await screen.findByRole('button', { name: 'View details of State Bank of India XXXXXXXX9012' })).toBeTruthy();
  });

  it('sets another account as primary with the phone and shows the new primary', async () => {
    const accounts = [makeBankAccount(), makeBankAccount({ id: 2, bank_name: 'State Bank of India', account_number: 'XXXXXXXX9876', is_primary: false })];
    const api = stubWallet({ accounts }, {
      [`POST ${API.setPrimaryBankAccount(':id')}`]: (call) => {
        for (const account of accounts) account.is_primary = account.id === Number(call.params.id);
        return { body: { status: 'success', message: MESSAGES.primaryAccountSet } };
      },
    });
    renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Primary: State Bank of India XXXXXXXX9876' }));
    expect(await screen.findByText(MESSAGES.primaryAccountSet)).toBeTruthy();
    const [call] = api.callsTo('POST', API.setPrimaryBankAccount(2));
    expect(call!.body).toEqual({ phone: '9876543210' });
    expect(await screen.findByRole('button', { name: 'Set Primary: HDFC Bank XXXXXXXX1234' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Set Primary: State Bank/ })).toBeNull();
  });

  it('says so when Set Primary fails', async () => {
    stubWallet({ accounts: [makeBankAccount(), makeBankAccount({ id: 2, bank_name: 'SBI', is_primary: false })] }, {
      [`POST ${API.setPrimaryBankAccount(':id')}`]: () => 'network-error',
    });
    renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: /Set Primary: SBI/ }));
    expect(await screen.findByText('Failed to update the primary bank account. Please try again.')).toBeTruthy();
  });

  it('shows the bank details with Primary and Verified badges and the added-on date', async () => {
    stubWallet({
      accounts: [
        makeBankAccount({ created_at: '2025-02-01T09:00:00.000Z' }),
        makeBankAccount({ id: 2, bank_name: 'SBI', account_number: 'XXXXXXXX9876', ifsc_code: 'SBIN0005678', is_primary: false, is_verified: false }),
      ],
    });
    renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'View details of HDFC Bank XXXXXXXX1234' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bank Account Details' });
    expect(within(dialog).getByText('Primary')).toBeTruthy();
    expect(within(dialog).getByText('Verified')).toBeTruthy();
    expect(within(dialog).getByText('HDFC0001234')).toBeTruthy();
    expect(within(dialog).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(dialog).getByText('Added on 1 Feb 2025')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'View details of SBI XXXXXXXX9876' }));
    dialog = await screen.findByRole('dialog', { name: 'Bank Account Details' });
    expect(within(dialog).queryByText('Primary')).toBeNull();
    expect(within(dialog).getByText('Not verified')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Set Primary' })).toBeTruthy();
  });

  it('offers Add Bank Account in the empty state', async () => {
    stubWallet({ accounts: [] });
    renderWallet();
    const accounts = await screen.findByRole('region', { name: 'Bank Accounts' });
    expect(await within(accounts).findByText('No bank accounts added yet')).toBeTruthy();
    const buttons = within(accounts).getAllByRole('button', { name: 'Add Bank Account' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Add Bank Account' })).toBeTruthy();
  });
});
