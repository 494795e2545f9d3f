// Withdrawals in the console (issue 17.3; not in SPEC 7), finance role: the queue of withdrawals by
// state, approval of those above the threshold, reject (the amount goes back to the wallet), retry
// of a failed payout, the approval threshold itself, and each viewer's ledger with a running balance.
// Amounts cross as rupees (as everywhere in the API) and also as paise, which the ledger keeps.
import { z } from 'zod';
import { parseRupeeAmount } from '../rules/money.ts';

export const WITHDRAWALS_ADMIN_MESSAGES = {
  stateInvalid: 'Please choose a state: awaiting approval, pending, completed, failed, rejected or all',
  cursorInvalid: 'This page link is out of date. Please start from the first page.',
  withdrawalNotFound: 'This withdrawal does not exist',
  viewerNotFound: 'This viewer does not exist',
  rejectReasonRequired: 'Please give a reason for rejecting (at most 200 characters)',
  thresholdInvalid: 'The threshold must be an amount in rupees from 0 to 10,00,000, with at most two decimals',
  approved: 'Withdrawal approved and sent for payout',
  alreadyApproved: 'This withdrawal was already approved',
  rejected: 'Withdrawal rejected and the amount returned to the wallet',
  alreadyRejected: 'This withdrawal was already rejected',
  notAwaitingApproval: 'Only a withdrawal awaiting approval can be approved or rejected',
  retried: 'Payout sent again as a new withdrawal',
  alreadyRetried: 'This payout was already retried',
  notFailed: 'Only a withdrawal whose payout failed can be retried',
  retryLowBalance: "The viewer's wallet balance is too low to send this payout again",
  retryBankAccountGone: 'The bank account of this withdrawal no longer exists',
  thresholdSaved: 'Approval threshold saved',
} as const;
const M = WITHDRAWALS_ADMIN_MESSAGES;

/**
 * A withdrawal's state in the console. The viewer's own screens know only the SPEC's three
 * (PENDING, COMPLETED, FAILED): AWAITING_APPROVAL shows to them as PENDING, REJECTED as FAILED.
 */
export const WITHDRAWAL_STATES = ['AWAITING_APPROVAL', 'PENDING', 'COMPLETED', 'FAILED', 'REJECTED'] as const;
export const AdminWithdrawalState = z.enum(WITHDRAWAL_STATES);
export type AdminWithdrawalState = z.infer<typeof AdminWithdrawalState>;

/** What the viewer is shown for a withdrawal in any state (SPEC 3 'Transaction' statuses). */
export function viewerWithdrawalStatus(state: string): 'PENDING' | 'COMPLETED' | 'FAILED' {
  if (state === 'COMPLETED' || state === 'FAILED') return state;
  return state === 'REJECTED' ? 'FAILED' : 'PENDING';
}

/** The queue's filter, as it appears in the console's URL (`?state=awaiting_approval`). */
export const WITHDRAWAL_FILTERS = ['awaiting_approval', 'pending', 'completed', 'failed', 'rejected', 'all'] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];
export const withdrawalFilterState = (filter: WithdrawalFilter): AdminWithdrawalState | null =>
  filter === 'all' ? null : (filter.toUpperCase() as AdminWithdrawalState);

/** Keyset paging: the id of the last row of the page before (ids are whole positive numbers). */
const cursor = z.string().regex(/^[1-9]\d{0,9}$/, M.cursorInvalid).transform(Number).pipe(z.number().max(2_147_483_647, M.cursorInvalid)).optional();

/** GET /api/admin/withdrawals/?state=&cursor=&limit= — newest first. */
export const WithdrawalQueueQuery = z.object({
  state: z.enum(WITHDRAWAL_FILTERS, { error: M.stateInvalid }).default('awaiting_approval'),
  cursor,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type WithdrawalQueueQuery = z.input<typeof WithdrawalQueueQuery>;

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  state: AdminWithdrawalState,
  /** Rupees, and the exact paise. */
  amount: z.number(),
  amount_paise: z.number().int(),
  viewer: z.object({ id: z.number().int(), phone: z.string(), name: z.string().nullable() }),
  bank: z.object({ bank_name: z.string(), last4: z.string() }),
  payout_id: z.string().nullable(),
  payout_status: z.string().nullable(),
  failure_reason: z.string().nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The failed withdrawal this one sends again, and the one that sent this one again. */
  retry_of_id: z.number().int().nullable(),
  retried_by_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

export const WithdrawalQueueResponse = z.object({
  status: z.literal('success'),
  data: z.array(AdminWithdrawal),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  /** How many withdrawals are in each state (for the tabs). */
  counts: z.record(AdminWithdrawalState, z.number().int()),
});
export type WithdrawalQueueResponse = z.infer<typeof WithdrawalQueueResponse>;

export const WithdrawalDetailResponse = z.object({
  status: z.literal('success'),
  withdrawal: AdminWithdrawal,
  /** The viewer's wallet balance now, rupees. */
  balance: z.number(),
});
export type WithdrawalDetailResponse = z.infer<typeof WithdrawalDetailResponse>;

/** POST /api/admin/withdrawals/{id}/reject/ */
export const RejectWithdrawalBody = z.object({
  reason: z.string({ error: M.rejectReasonRequired }).trim().min(1, M.rejectReasonRequired).max(200, M.rejectReasonRequired),
});
export type RejectWithdrawalBody = z.infer<typeof RejectWithdrawalBody>;

/** Approve, reject and retry answer the withdrawal as it is now (retry: the new one). */
export const WithdrawalActionResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** False when it was already so (a repeated click): nothing changed. */
  changed: z.boolean(),
  withdrawal: AdminWithdrawal,
});
export type WithdrawalActionResponse = z.infer<typeof WithdrawalActionResponse>;

/** Rupees from 0 to 10,00,000 with at most two decimals; carried on as paise. */
export const THRESHOLD_MAX_PAISE = 100_000_000;
export const WithdrawalSettingsBody = z.object({
  approval_threshold: z.union([z.number(), z.string().trim().max(20)], { error: M.thresholdInvalid }).transform((value, ctx) => {
    const paise = parseRupeeAmount(value);
    if (paise === null || paise > THRESHOLD_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: M.thresholdInvalid });
      return z.NEVER;
    }
    return paise;
  }),
});
export type WithdrawalSettingsBody = z.input<typeof WithdrawalSettingsBody>;

/** GET and PUT /api/admin/withdrawals/settings/: above this a withdrawal waits for approval. */
export const WithdrawalSettingsResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  approval_threshold: z.number(),
  approval_threshold_paise: z.number().int(),
  /** Whether the value is the configured default (no operator has set it). */
  is_default: z.boolean(),
});
export type WithdrawalSettingsResponse = z.infer<typeof WithdrawalSettingsResponse>;

/** GET /api/admin/wallets/{id}/ledger/?cursor=&limit= — the viewer's ledger, newest first. */
export const ViewerLedgerQuery = z.object({
  cursor,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ViewerLedgerQuery = z.input<typeof ViewerLedgerQuery>;

export const ViewerLedgerEntry = z.object({
  id: z.number().int(),
  /** The ledger's own type (REFERRAL_BONUS, WITHDRAWAL, REFUND, BONUS_REVERSAL). */
  type: z.string(),
  status: z.string(),
  description: z.string(),
  /** Signed effect on the balance, paise (a pending withdrawal already counts; a failed credit does not). */
  change_paise: z.number().int(),
  /** The balance right after this row, paise: the newest row's equals the wallet balance. */
  balance_paise: z.number().int(),
  withdrawal_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ViewerLedgerEntry = z.infer<typeof ViewerLedgerEntry>;

export const ViewerLedgerResponse = z.object({
  status: z.literal('success'),
  viewer: z.object({ id: z.number().int(), phone: z.string(), name: z.string().nullable() }),
  balance_paise: z.number().int(),
  data: z.array(ViewerLedgerEntry),
  next_cursor: z.string().nullable(),
});
export type ViewerLedgerResponse = z.infer<typeof ViewerLedgerResponse>;
