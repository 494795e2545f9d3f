// The status badge of a ledger line (issue 12 point 9): a withdrawal the bank has not decided on
// reads PENDING with a clock and says the bank is processing it; settled lines carry no such hint.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { WalletTransaction } from '@ott/contract';
import '../i18n.ts';
import { makeTransaction } from '../testing/render-wallet.tsx';
import { TransactionRow } from './transaction-row.tsx';

const HINT = 'Your bank is processing this transfer. The status updates here on its own.';

function renderRow(overrides: Partial<WalletTransaction>) {
  render(
    <ul>
      <TransactionRow transaction={makeTransaction(overrides)} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('TransactionRow status', () => {
  afterEach(cleanup);

  it('shows an in-flight withdrawal as PENDING with a clock and the bank-is-processing hint', () => {
    const row = renderRow({ transaction_type: 'WITHDRAWAL', status: 'PENDING', amount: 200, description: 'Withdrawal to HDFC Bank XXXXXXXX1234' });
    const badge = within(row).getByText('PENDING');
    expect(badge.className).toContain('text-amber-300');
    expect(badge.querySelector('svg.lucide-clock')).toBeTruthy();
    expect(within(row).getByText(HINT)).toBeTruthy();
    expect(within(row).queryByText('COMPLETED')).toBeNull();
  });

  it('shows a paid-out withdrawal as COMPLETED, without the hint', () => {
    const row = renderRow({ transaction_type: 'WITHDRAWAL', status: 'COMPLETED' });
    expect(within(row).getByText('COMPLETED').className).toContain('text-emerald-300');
    expect(within(row).queryByText(HINT)).toBeNull();
  });

  it('shows a withdrawal the bank rejected as FAILED, without the hint', () => {
    const row = renderRow({ transaction_type: 'WITHDRAWAL', status: 'FAILED' });
    expect(within(row).getByText('FAILED').querySelector('svg.lucide-circle-x')).toBeTruthy();
    expect(within(row).queryByText(HINT)).toBeNull();
  });
});
