// Viewers in the console (issue 17.1; not in SPEC 7): a support operator finds a viewer by phone,
// name or referral code, reads everything about them on one page, and blocks, unblocks, signs out
// or grants subscription days. Support role (admin passes every check).
import { z } from 'zod';
import { Pagination } from './content.ts';
import { wholeId } from './common.ts';

export const VIEWERS_ADMIN_MESSAGES = {
  statusInvalid: 'Please choose who to list: all, subscribed, not subscribed or blocked viewers',
  queryTooLong: 'Search text can be at most 100 characters',
  blockReasonRequired: 'Please give a reason for blocking',
  reasonTooLong: 'The reason can be at most 200 characters',
  grantReasonRequired: 'Please give a reason for the grant',
  grantDaysInvalid: 'Days must be a whole number from 1 to 366',
  grantKeyInvalid: 'Please reopen the grant form and try again',
  grantPlanRequired: 'This viewer has no plan yet. Please choose a plan for the grant.',
  viewerBlocked: 'Viewer blocked and signed out everywhere',
  viewerAlreadyBlocked: 'This viewer is already blocked',
  viewerUnblocked: 'Viewer unblocked',
  viewerNotBlocked: 'This viewer is not blocked',
  viewerSignedOut: 'Every session of this viewer is signed out',
  subscriptionGranted: 'Subscription days granted',
  cannotActOnSelf: 'You cannot do this to your own account',
  cannotActOnOperator: 'Only an admin can do this to an operator account',
} as const;
const M = VIEWERS_ADMIN_MESSAGES;

/** How many rows of each section the viewer page returns (newest first). */
export const VIEWER_SECTION_LIMIT = 50;

/** Which viewers a search lists besides its text (issue 17.1). */
export const VIEWER_SEARCH_STATUSES = ['all', 'subscribed', 'unsubscribed', 'blocked'] as const;
export type ViewerSearchStatus = (typeof VIEWER_SEARCH_STATUSES)[number];

/**
 * GET /api/admin/viewers/?q=&status=: phone digits (at least 3 for part of a number), name (first,
 * last or both, any case), referral code (or its start); no text lists every viewer, newest first.
 */
export const ViewerSearchQuery = z.object({
  q: z.string({ error: M.queryTooLong }).trim().max(100, M.queryTooLong).default(''),
  status: z.enum(VIEWER_SEARCH_STATUSES, { error: M.statusInvalid }).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});
export type ViewerSearchQuery = z.infer<typeof ViewerSearchQuery>;

export const ViewerPlanStatus = z.object({
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  days_remaining: z.number().int(),
});

export const ViewerSummary = z.object({
  id: z.number().int(),
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  referral_code: z.string(),
  joined_at: z.string(),
  blocked_at: z.string().nullable(),
  subscription: ViewerPlanStatus,
});
export type ViewerSummary = z.infer<typeof ViewerSummary>;

export const ViewerSearchResponse = z.object({
  status: z.literal('success'),
  data: z.array(ViewerSummary),
  pagination: Pagination,
});
export type ViewerSearchResponse = z.infer<typeof ViewerSearchResponse>;

export const ViewerProfile = ViewerSummary.extend({
  email: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  village: z.string().nullable(),
  mandal: z.string().nullable(),
  pincode: z.string().nullable(),
  referred_by: z
    .object({ id: z.number().int(), phone: z.string(), code: z.string().nullable() })
    .nullable(),
  blocked_reason: z.string().nullable(),
  /** Console roles the account holds; only an admin may block or sign out an operator. */
  operator_roles: z.array(z.string()),
});

const at = z.string();
export const ViewerGrant = z.object({
  id: z.number().int(),
  plan_name: z.string().nullable(),
  source: z.string(),
  starts_at: at,
  ends_at: at,
  created_at: at,
});
export const ViewerRental = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  title: z.string(),
  price: z.number(),
  starts_at: at,
  expires_at: at,
  is_active: z.boolean(),
});
export const ViewerDevice = z.object({
  id: z.number().int(),
  device_name: z.string(),
  device_type: z.string(),
  is_active: z.boolean(),
  last_active: at,
});
export const ViewerSession = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  ip_address: z.string(),
  created_at: at,
  last_seen_at: at,
  is_live: z.boolean(),
  revoked_reason: z.string().nullable(),
});
export const ViewerWatch = z.object({
  video_id: z.number().int(),
  title: z.string(),
  position_seconds: z.number().int(),
  duration_seconds: z.number().int(),
  completed: z.boolean(),
  updated_at: at,
});
export const ViewerLedgerRow = z.object({
  id: z.number().int(),
  transaction_type: z.string(),
  amount: z.number(),
  status: z.string(),
  description: z.string(),
  created_at: at,
});
export const ViewerReferral = z.object({
  id: z.number().int(),
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  joined_at: at,
});
export const ViewerOrder = z.object({
  id: z.number().int(),
  order_id: z.string(),
  kind: z.string(),
  item: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  created_at: at,
  paid_at: z.string().nullable(),
});
export const ViewerWithdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.string(),
  failure_reason: z.string().nullable(),
  created_at: at,
  settled_at: z.string().nullable(),
});

/** GET /api/admin/viewers/{id}/: every section on one answer, each the newest VIEWER_SECTION_LIMIT rows. */
export const ViewerDetailResponse = z.object({
  status: z.literal('success'),
  viewer: ViewerProfile,
  subscription_grants: z.array(ViewerGrant),
  rentals: z.array(ViewerRental),
  devices: z.array(ViewerDevice),
  sessions: z.array(ViewerSession),
  watch_history: z.array(ViewerWatch),
  wallet: z.object({ balance: z.number(), transactions: z.array(ViewerLedgerRow) }),
  referrals: z.object({ total: z.number().int(), referred_users: z.array(ViewerReferral) }),
  orders: z.array(ViewerOrder),
  withdrawals: z.array(ViewerWithdrawal),
});
export type ViewerDetailResponse = z.infer<typeof ViewerDetailResponse>;

const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, M.reasonTooLong);

/** POST /api/admin/viewers/{id}/block/ */
export const BlockViewerBody = z.object({ reason: reason(M.blockReasonRequired) });
export type BlockViewerBody = z.infer<typeof BlockViewerBody>;

/**
 * POST /api/admin/viewers/{id}/subscription-grants/: `days` more on the viewer's plan (or `plan_id`).
 * `key` is made once per form (a UUID): a repeated request with the same key grants nothing more.
 */
export const GrantSubscriptionBody = z.object({
  days: z.coerce
    .number({ error: M.grantDaysInvalid })
    .int(M.grantDaysInvalid)
    .min(1, M.grantDaysInvalid)
    .max(366, M.grantDaysInvalid),
  reason: reason(M.grantReasonRequired),
  plan_id: wholeId().optional(),
  key: z.uuid({ error: M.grantKeyInvalid }),
});
export type GrantSubscriptionBody = z.infer<typeof GrantSubscriptionBody>;

/** Every action's answer: what happened (`changed` false when it was already so) and the profile now. */
export const ViewerActionResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  changed: z.boolean(),
  viewer: ViewerProfile,
  /** Sign-out and block: how many live sessions this call ended. */
  signed_out: z.number().int().nonnegative().optional(),
});
export type ViewerActionResponse = z.infer<typeof ViewerActionResponse>;
