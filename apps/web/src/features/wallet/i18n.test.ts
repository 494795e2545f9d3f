import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ott/contract';
import { walletStrings } from './i18n.ts';

describe('wallet strings', () => {
  it('has a Telugu string for every English one', () => {
    expect(Object.keys(walletStrings.te).sort()).toEqual(Object.keys(walletStrings.en).sort());
  });

  it('keeps the spec and contract wording (SPEC 2.18, 5 Bank account and Withdrawal, 8 Wallet)', () => {
    expect(walletStrings.en).toMatchObject({
      withdrawMoney: 'Withdraw Money',
      primary: 'Primary',
      setPrimary: 'Set Primary',
      statusCOMPLETED: 'COMPLETED',
      statusPENDING: 'PENDING',
      statusFAILED: 'FAILED',
      accountHolderRequired: MESSAGES.accountHolderRequired,
      accountNumberRequired: MESSAGES.accountNumberRequired,
      ifscRequired: MESSAGES.ifscRequired,
      bankNameRequired: MESSAGES.bankNameRequired,
      minWithdrawal: 'Minimum withdrawal amount is ₹{min}',
      maxWithdrawal: 'Maximum withdrawal amount is ₹{max}',
      dailyWithdrawalLimit: 'Daily withdrawal limit reached',
      withdrawalFailed: 'Failed to process withdrawal',
    });
  });

  it('keeps the {min} and {max} placeholders in Telugu too', () => {
    expect(walletStrings.te.minWithdrawal).toContain('{min}');
    expect(walletStrings.te.maxWithdrawal).toContain('{max}');
  });
});
