// SPEC 3 'Referral info', 'Wallet', 'Transaction', 'Bank account', 'Bonus level', 'Withdrawal
// limits and request' and SPEC 7 'Referral and wallet'. Money crosses the API in rupees (numbers
// with at most two decimals, as the spec shows them); the server keeps integer paise.
import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { MESSAGES } from '../messages.ts';
import { parseRupeeAmount } from '../rules/money.ts';
import { whenMissing } from '../validation/problems.ts';

// ---- Referral -------------------------------------------------------------------------------
export const ReferredUser = z.object({
  /** Already masked by the server (SPEC 5 'Phone masking'): another user's number never leaves it whole. */
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  joined_at: z.string(),
  is_subscribed: z.boolean(),
});
export type ReferredUser = z.infer<typeof ReferredUser>;

export const ReferralInfoResponse = z.object({
  status: z.literal('success'),
  referral_code: z.string(),
  /** Same-origin PNG of the invitation link (`?download=1` for the attachment form). */
  qr_code_url: z.string(),
  /** The invitation link the QR encodes: {origin}/login?ref={code}. */
  invite_url: z.string(),
  total_referrals: z.number().int().nonnegative(),
  /** Every direct referral, newest first. */
  referred_users: z.array(ReferredUser),
  message: z.string(),
});
export type ReferralInfoResponse = z.infer<typeof ReferralInfoResponse>;

export const ReferralQrQuery = z.object({
  phone: z.string().max(20).optional(),
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

export const BonusLevel = z.object({
  id: z.number().int(),
  level: z.number().int().min(1).max(5),
  description: z.string(),
  /** Percentage of the referred payment (e.g. 10 or 2.5). */
  amount: z.number(),
});
export type BonusLevel = z.infer<typeof BonusLevel>;
/** SPEC 7: GET /users/referral-bonus-levels/ answers a bare list. */
export const BonusLevelsResponse = z.array(BonusLevel);

// ---- Wallet ledger -------------------------------------------------------------------------
export const TransactionType = z.enum(['REFERRAL_BONUS', 'WITHDRAWAL', 'REFUND']);
export type TransactionType = z.infer<typeof TransactionType>;
export const TransactionStatus = z.enum(['COMPLETED', 'PENDING', 'FAILED']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const WalletTransaction = z.object({
  id: z.number().int(),
  transaction_type: TransactionType,
  /** Rupees, always positive; the type says which way the money moved. */
  amount: z.number().nonnegative(),
  status: TransactionStatus,
  created_at: z.string(),
  /** Human-readable line ('Level 1 referral bonus', 'Withdrawal to HDFC Bank ****1234'). */
  description: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletResponse = z.object({
  status: z.literal('success'),
  balance: z.number().nonnegative(),
  recent_transactions: z.array(WalletTransaction),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

// ---- Bank accounts -------------------------------------------------------------------------
export const BankAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  /** Masked: only the last four digits are ever sent back ('XXXXXXXX1234'). */
  account_number: z.string(),
  account_holder_name: z.string(),
  ifsc_code: z.string(),
  is_primary: z.boolean(),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof BankAccount>;
/** SPEC 7: GET /users/bank-accounts/ answers a bare list. */
export const BankAccountsResponse = z.array(BankAccount);

const required = (message: string, max: number) =>
  z.string({ error: whenMissing(message) }).trim().min(1, message).max(max);

/** SPEC 5 'Bank account': all four required. The server also checks the formats (ARCHITECTURE 7). */
export const AddBankAccountBody = z.object({
  account_holder_name: required(MESSAGES.accountHolderRequired, 120),
  account_number: required(MESSAGES.accountNumberRequired, 40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9,18}$/, MESSAGES.invalidAccountNumber)),
  ifsc_code: required(MESSAGES.ifscRequired, 20)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, MESSAGES.invalidIfsc)),
  bank_name: required(MESSAGES.bankNameRequired, 120),
  phone: z.string().max(20).optional(),
});
export type AddBankAccountBody = z.input<typeof AddBankAccountBody>;

export const AddBankAccountResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  bank_account: BankAccount,
});

export const SetPrimaryBody = z.object({ phone: z.string().max(20).optional() });

// ---- Withdrawals ---------------------------------------------------------------------------
export const WithdrawalLimitsResponse = z.object({
  status: z.literal('success'),
  /** Rupees. */
  min_amount: z.number(),
  max_amount: z.number(),
  /** Withdrawals allowed per day (Indian time). */
  daily_limit: z.number().int(),
  remaining_today: z.number().int().nonnegative(),
});
export type WithdrawalLimits = Omit<z.infer<typeof WithdrawalLimitsResponse>, 'status'>;

/** Rupees with at most two decimals, as a number or a numeric string; carried on as paise. */
export const RupeeAmount = z
  .union([z.number(), z.string().trim().max(20)], { error: MESSAGES.amountRequired })
  .transform((v, ctx) => {
    const paise = parseRupeeAmount(v);
    if (paise === null || paise <= 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidAmount });
      return z.NEVER;
    }
    return paise;
  });

export const WithdrawalRequestBody = z.object({
  bank_account: z.coerce
    .number({ error: MESSAGES.bankAccountRequired })
    .max(INT4_MAX, { error: MESSAGES.bankAccountRequired, abort: true })
    .int()
    .positive(MESSAGES.bankAccountRequired),
  /** Rupees in; paise out of parsing. */
  amount: RupeeAmount,
  phone: z.string().max(20).optional(),
  /** Optional client-generated key: the same key twice is one withdrawal (double taps, retries). */
  request_id: z.string().trim().min(8).max(64).optional(),
});
export type WithdrawalRequestBody = z.input<typeof WithdrawalRequestBody>;

export const WithdrawalStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
export const Withdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: WithdrawalStatus,
  bank_account: z.number().int(),
  created_at: z.string(),
});

export const WithdrawalResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  withdrawal: Withdrawal,
  balance: z.number().nonnegative(),
});

/** SPEC 7 'error message in response' / SPEC 8 'server error field': both `error` and `message`. */
export const WithdrawalErrorResponse = z.object({
  status: z.literal('error'),
  error: z.string(),
  message: z.string(),
});
