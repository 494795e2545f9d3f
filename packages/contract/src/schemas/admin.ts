import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { Pagination } from './content.ts';

// Operators and roles (the operator console; not in SPEC 7). An admin grants roles in the console;
// the first admin comes from ADMIN_PHONES. Admin passes every role check.

/** admin: everything; editor: the catalogue; finance: money; support: users. */
export const OPERATOR_ROLES = ['admin', 'editor', 'finance', 'support'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES, {
  error: 'Please choose a role: admin, editor, finance or support',
});
export type OperatorRole = z.infer<typeof OperatorRole>;

/** Every operator write the audit log records, as `<target type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'user.delete',
  'live_stream.update',
  'operator.grant',
  'operator.revoke',
  'title.create',
  'title.update',
  'title.publish',
  'title.unpublish',
  'title.upload',
  'title.transcode_cancel',
  'title.transcode_retry',
  'title.image_upload',
  'title.subtitle_add',
  'title.subtitle_remove',
  'title.promo_upload',
  'title.promo_remove',
  'category.create',
  'category.update',
  'category.reorder',
  'hero_slide.create',
  'hero_slide.update',
  'hero_slide.delete',
  'hero_slide.reorder',
  'live_stream.create',
  'live_stream.reorder',
  'live_stream.thumbnail_upload',
  'plan.create',
  'plan.update',
  'popup.update',
  'user.block',
  'user.unblock',
  'user.sign_out_all',
  'user.subscription_grant',
  'payment.refund',
  'ad.create',
  'ad.update',
  'ad.pause',
  'ad.resume',
  'ad.banner_upload',
  'ad.video_upload',
  'code_batch.create',
  'code.disable',
  'code.enable',
  'code_batch.disable',
  'code_batch.enable',
  'bonus_levels.update',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.retry',
  'withdrawal.threshold_update',
  'payment.settle',
  'refund.retry',
  'title.markers_update',
  'series.create',
  'series.update',
  'series.season_add',
  'series.season_update',
  'series.season_remove',
  'series.episode_add',
  'series.episode_remove',
  'series.episode_reorder',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const ADMIN_MESSAGES = {
  noAccountForPhone: 'No account uses this mobile number. Ask them to sign in once first.',
  roleGranted: 'Role granted',
  roleAlreadyGranted: 'This account already has that role',
  roleRevoked: 'Role removed',
  roleNotGranted: 'This account does not have that role',
  cannotRevokeOwnAdmin: 'You cannot remove your own admin role',
  adminFromSettings:
    'This admin comes from the ADMIN_PHONES setting. Remove the number there instead.',
  cannotDeleteOperator: 'Only an admin can delete an operator account',
} as const;

/** GET /api/admin/me/: the signed-in operator and the roles that apply to them. */
export const AdminMeResponse = z.object({
  id: z.number().int(),
  phone: z.string(),
  roles: z.array(OperatorRole),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

/**
 * Where a role comes from: `granted` in the console (revocable there), `settings` (ADMIN_PHONES;
 * removed only in the settings), `account` (the account row's own admin flag, set at sign-in).
 */
export const OperatorRoleSource = z.enum(['granted', 'settings', 'account']);
export const OperatorRoleGrant = z.object({
  role: OperatorRole,
  source: OperatorRoleSource,
  granted_by: z.object({ id: z.number().int(), phone: z.string() }).nullable(),
  granted_at: z.string().nullable(),
});
export const Operator = z.object({
  id: z.number().int(),
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  roles: z.array(OperatorRoleGrant),
});
export type Operator = z.infer<typeof Operator>;

export const OperatorsResponse = z.object({
  status: z.literal('success'),
  operators: z.array(Operator),
});

/** POST /api/admin/operators/: grant `role` to the existing account with this phone. */
export const GrantRoleBody = z.object({
  phone: z.string({ error: MESSAGES.phoneLength }).max(20, MESSAGES.phoneLength),
  role: OperatorRole,
});
export type GrantRoleBody = z.infer<typeof GrantRoleBody>;

export const RevokeRoleParams = z.object({
  userId: z.coerce.number().int().positive(),
  role: OperatorRole,
});

/** Grant and revoke answers: what happened, and the operator as it is now. */
export const OperatorChangeResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  operator: Operator,
});

/** Either a date (`2026-11-28`, the whole day in UTC) or an ISO date-time with an offset. */
const AuditTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * GET /api/admin/audit-log/ filters. `actor` is the actor's account id or 10-digit phone (ids never
 * reach 6,000,000,000, so the two cannot be confused).
 */
export const AuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  actor: z
    .string()
    .regex(/^\d{1,10}$/, 'Actor must be an account id or a 10-digit mobile number')
    .optional(),
  action: AuditAction.optional(),
  target_type: z.string().max(50).optional(),
  target_id: z.string().max(100).optional(),
  from: AuditTime.optional(),
  to: AuditTime.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** A snapshot of the target before or after the change (never secrets, codes, tokens or bank data). */
const AuditSnapshot = z.record(z.string(), z.unknown()).nullable();
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_phone: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: AuditSnapshot,
  after: AuditSnapshot,
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogResponse = z.object({
  status: z.literal('success'),
  data: z.array(AuditEntry),
  pagination: Pagination,
});
