// Test-only: /wallet with the toaster and a stand-in referral page, and contract-shaped wallet,
// bank account, bonus level and limits answers.
import { configure } from '@testing-library/react';
import type { BankAccount, BonusLevel, WalletTransaction, WithdrawalLimits } from '@ott/contract';
import { API } from '@ott/contract';
import { stubApi, type Reply, type Routes } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as WalletRoute } from '../routes/wallet-route.tsx';

// Each screen waits on four answers and a modal; on a busy 2-core machine that can take over the
// default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 4000 });

export function renderWallet() {
  polyfillDialog();
  return renderRoutes([{ path: 'wallet', element: <WalletRoute /> }, stubPage('referral', 'Referral page')], { at: '/wallet', toaster: true, probe: true });
}

export function makeTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 1,
    transaction_type: 'REFERRAL_BONUS',
    amount: 150,
    status: 'COMPLETED',
    created_at: '2025-03-12T10:30:00.000Z',
    description: 'Level 1 referral bonus',
    ...overrides,
  };
}

export function makeBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 1,
    bank_name: 'HDFC Bank',
    account_number: 'XXXXXXXX1234',
    account_holder_name: 'Ravi Kumar',
    ifsc_code: 'HDFC0001234',
    is_primary: true,
    is_verified: true,
    created_at: '2025-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export const BONUS_LEVELS: BonusLevel[] = [
  { id: 3, level: 3, description: 'Third level', amount: 3 },
  { id: 1, level: 1, description: 'Direct referrals', amount: 10 },
  { id: 2, level: 2, description: 'Second level', amount: 5 },
  { id: 4, level: 4, description: 'Fourth level', amount: 2 },
  { id: 5, level: 5, description: 'Fifth level', amount: 1.5 },
];

export const LIMITS: WithdrawalLimits = { min_amount: 200, max_amount: 5000, daily_limit: 3, remaining_today: 2 };

export interface WalletState {
  balance?: number;
  transactions?: WalletTransaction[];
  accounts?: BankAccount[];
  levels?: BonusLevel[];
  limits?: WithdrawalLimits;
}

const ok = (body: unknown): Reply => ({ body });

/** Every wallet endpoint answering from `state` (read on each call, so a test may change it), plus `extra`. */
export function stubWallet(state: WalletState = {}, extra: Routes = {}) {
  return stubApi({
    [`GET ${API.wallet}`]: () => ok({ status: 'success', balance: state.balance ?? 1250, recent_transactions: state.transactions ?? [] }),
    [`GET ${API.bankAccounts}`]: () => ok(state.accounts ?? [makeBankAccount()]),
    [`GET ${API.referralBonusLevels}`]: () => ok(state.levels ?? BONUS_LEVELS),
    [`GET ${API.withdrawalLimits}`]: () => ok({ status: 'success', ...(state.limits ?? LIMITS) }),
    ...extra,
  });
}
