import type { BankAccount } from '@ott/contract';

/** 'HDFC Bank XXXXXXXX1234': how an account is named in labels (the number arrives masked). */
export const accountLabel = (account: Pick<BankAccount, 'bank_name' | 'account_number'>) => `${account.bank_name} ${account.account_number}`;

/** The account a withdrawal defaults to: the primary one, else the first. */
export const defaultAccountId = (accounts: readonly BankAccount[]): number | null =>
  (accounts.find((a) => a.is_primary) ?? accounts[0])?.id ?? null;
