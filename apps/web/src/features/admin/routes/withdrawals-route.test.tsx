// Issue 17.3: the console's withdrawals for finance: a Withdrawals entry, the queue by state (in
// the URL) with counts, approve and reject (reject needs a reason) behind dialogs, retry of a
// failed payout, the approval threshold in rupees, "Show more" over keyset pages, and a viewer's
// ledger with the balance after each line.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  WITHDRAWALS_ADMIN_MESSAGES as M,
  type AdminWithdrawal,
  type ViewerLedgerResponse,
} from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { WalletLedgerRoute, WithdrawalsRoute } from './withdrawals-routes.tsx';

const AT = '2026-11-21T10:00:00.000Z';
function withdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    id: 41,
    state: 'AWAITING_APPROVAL',
    amount: 1500,
    amount_paise: 150_000,
    viewer: { id: 7, phone: '9876****0007', name: 'Ravi Kumar' },
    bank: { bank_name: 'HDFC Bank', last4: '1234' },
    payout_id: null,
    payout_status: null,
    failure_reason: null,
    reject_reason: null,
    decided_at: null,
    retry_of_id: null,
    retried_by_id: null,
    created_at: AT,
    updated_at: AT,
    settled_at: null,
    ...overrides,
  };
}
const COUNTS = { AWAITING_APPROVAL: 1, PENDING: 0, COMPLETED: 3, FAILED: 1, REJECTED: 0 };
const queueOf = (rows: AdminWithdrawal[], next: string | null = null) => ({
  body: { status: 'success', data: rows, next_cursor: next, counts: COUNTS },
});
const settings = {
  body: {
    status: 'success',
    approval_threshold: 5000,
    approval_threshold_paise: 500_000,
    is_default: true,
  },
};
const action = (w: AdminWithdrawal, message: string) => ({
  body: { status: 'success', message, changed: true, withdrawal: w },
});

function render(at: string) {
  return renderConsoleWith(at, [
    { path: 'withdrawals', element: <WithdrawalsRoute /> },
    { path: 'wallets/:id', element: <WalletLedgerRoute /> },
  ]);
}

describe('withdrawals in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('lists the awaiting queue for finance and approves after asking', async () => {
    let current = withdrawal();
    const api = stubConsole(
      { roles: ['finance'] },
      {
        // After the approval the settings answer last (as on a loaded server): the list's refetch has
        // by then unmounted the row that asked, and mutate's own onSuccess (the toast) was dropped.
        [`GET ${API.adminWithdrawalSettings}`]: () =>
          current.state === 'PENDING'
            ? new Promise((resolve) => setTimeout(() => resolve(settings), 150))
            : settings,
        // As the server does: the awaiting list no longer holds it once approved.
        [`GET ${API.adminWithdrawals}`]: (call) =>
          queueOf([current].filter((w) => w.state.toLowerCase() === call.query.get('state'))),
        [`POST ${API.adminWithdrawalApprove(41)}`]: () => {
          current = withdrawal({ state: 'PENDING' });
          return action(current, M.approved);
        },
      },
    );
    render('/admin/withdrawals');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Withdrawals' }).getAttribute('href')).toBe(
      '/admin/withdrawals',
    );
    const tabs = await screen.findByRole('navigation', { name: 'Withdrawal states' });
    const awaiting = within(tabs).getByRole('link', { name: /Awaiting approval/ });
    expect(awaiting.getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(within(tabs).getByRole('link', { name: /Completed/ }).textContent).toBe('Completed3');
    expect(table.textContent).toContain('₹1,500');
    expect(table.textContent).toContain('9876****0007');
    expect(table.textContent).toContain('HDFC Bank ••1234');
    expect(api.callsTo('GET', API.adminWithdrawals)[0]!.query.get('state')).toBe(
      'awaiting_approval',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Approve withdrawal #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(dialog.textContent).toContain('₹1,500 to HDFC Bank ••1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', API.adminWithdrawalApprove(41))).toHaveLength(1),
    );
    expect(await screen.findByText(M.approved)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve withdrawal #41' })).toBeNull(),
    );
  });

  it('rejects only with a reason, shown in the contract’s words', async () => {
    const api = stubConsole(
      { roles: ['finance'] },
      {
        [`GET ${API.adminWithdrawalSettings}`]: () => settings,
        [`GET ${API.adminWithdrawals}`]: () => queueOf([withdrawal()]),
        [`POST ${API.adminWithdrawalReject(41)}`]: () =>
          action(withdrawal({ state: 'REJECTED', reject_reason: 'Mismatch' }), M.rejected),
      },
    );
    render('/admin/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    fireEvent.click(within(table).getByRole('button', { name: 'Reject withdrawal #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(M.rejectReasonRequired)).toBeTruthy();
    expect(api.callsTo('POST', API.adminWithdrawalReject(41))).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Mismatch ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminWithdrawalReject(41))).toHaveLength(1));
    expect(api.callsTo('POST', API.adminWithdrawalReject(41))[0]!.body).toEqual({
      reason: 'Mismatch',
    });
  });

  it('shows failed ones from the URL with a retry button, a refusal inside the dialog, and more pages', async () => {
    const failed = withdrawal({
      id: 40,
      state: 'FAILED',
      failure_reason: 'Beneficiary bank rejected the transfer',
    });
    const api = stubConsole(
      { roles: ['finance'] },
      {
        [`GET ${API.adminWithdrawalSettings}`]: () => settings,
        [`GET ${API.adminWithdrawals}`]: (call) =>
          call.query.get('cursor') === '40'
            ? queueOf([withdrawal({ id: 39, state: 'FAILED', retried_by_id: 45 })])
            : queueOf([failed], '40'),
        [`POST ${API.adminWithdrawalRetry(40)}`]: () => ({
          status: 409,
          body: { status: 'error', message: M.retryLowBalance },
        }),
      },
    );
    render('/admin/withdrawals?state=failed');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(api.callsTo('GET', API.adminWithdrawals)[0]!.query.get('state')).toBe('failed');
    expect(table.textContent).toContain('Payout failed: Beneficiary bank rejected the transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Sent again as #45')).toBeTruthy();
    expect(
      within(table).queryByRole('button', { name: 'Retry the payout of withdrawal #39' }),
    ).toBeNull();
    fireEvent.click(
      within(table).getByRole('button', { name: 'Retry the payout of withdrawal #40' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send this payout again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await within(dialog).findByText(M.retryLowBalance)).toBeTruthy();
  });

  it('saves the threshold in rupees, refusing a bad amount before sending', async () => {
    const api = stubConsole(
      { roles: ['finance'] },
      {
        [`GET ${API.adminWithdrawalSettings}`]: () => settings,
        [`GET ${API.adminWithdrawals}`]: () => queueOf([]),
        [`PUT ${API.adminWithdrawalSettings}`]: () => ({
          body: {
            ...settings.body,
            approval_threshold: 2500.5,
            approval_threshold_paise: 250_050,
            is_default: false,
            message: M.thresholdSaved,
          },
        }),
      },
    );
    render('/admin/withdrawals');
    expect(await screen.findByText('No withdrawals in this state.')).toBeTruthy();
    const field = await screen.findByLabelText('Threshold in rupees');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('5000'));
    fireEvent.change(field, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.thresholdInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: '2500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', API.adminWithdrawalSettings)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminWithdrawalSettings)[0]!.body).toEqual({
      approval_threshold: '2500.50',
    });
    expect(await screen.findByText(M.thresholdSaved)).toBeTruthy();
  });

  it("shows a viewer's ledger with the balance after each line", async () => {
    const ledger: ViewerLedgerResponse = {
      status: 'success',
      viewer: { id: 7, phone: '9876****0007', name: 'Ravi Kumar' },
      balance_paise: 150_000,
      data: [
        {
          id: 3,
          type: 'REFUND',
          status: 'COMPLETED',
          description: 'Refund of rejected withdrawal',
          change_paise: 100_000,
          balance_paise: 150_000,
          withdrawal_id: 41,
          created_at: AT,
        },
        {
          id: 2,
          type: 'WITHDRAWAL',
          status: 'FAILED',
          description: 'Withdrawal to HDFC Bank',
          change_paise: -100_000,
          balance_paise: 50_000,
          withdrawal_id: 41,
          created_at: AT,
        },
        {
          id: 1,
          type: 'REFERRAL_BONUS',
          status: 'COMPLETED',
          description: 'Level 1 referral bonus',
          change_paise: 150_000,
          balance_paise: 150_000,
          withdrawal_id: null,
          created_at: AT,
        },
      ],
      next_cursor: null,
    };
    stubConsole(
      { roles: ['finance'] },
      { [`GET ${API.adminWalletLedger(7)}`]: () => ({ body: ledger }) },
    );
    render('/admin/wallets/7');
    expect(
      await screen.findByRole('heading', { name: 'Ledger of 9876****0007 · Ravi Kumar' }),
    ).toBeTruthy();
    expect(screen.getByText('Wallet balance: ₹1,500')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Wallet ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['+₹1,000', '₹1,500'],
      ['−₹1,000', '₹500'],
      ['+₹1,500', '₹1,500'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to withdrawals' }).getAttribute('href')).toBe(
      '/admin/withdrawals',
    );
  });

  it('refuses other roles', async () => {
    stubConsole({ roles: ['support'] });
    render('/admin/withdrawals');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Withdrawals' })).toBeNull();
  });
});
