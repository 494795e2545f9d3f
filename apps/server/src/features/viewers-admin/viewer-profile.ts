// A viewer as the console shows them: the summary (search results) and the profile (viewer page,
// every action's answer). Built field by field: no session, OTP or bank data can slip in.
import { and, eq, isNull } from 'drizzle-orm';
import {
  MESSAGES,
  daysRemaining,
  isSubscriptionActive,
  type ViewerDetailResponse,
  type ViewerSummary,
} from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { users } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from '../auth/index.ts';
import { loadOperatorRoles } from '../admin/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toViewerSummary(row: UserRow, now = new Date()): ViewerSummary {
  const end = row.subscriptionEnd;
  return {
    id: row.id,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    referral_code: row.referralCode,
    joined_at: row.createdAt.toISOString(),
    blocked_at: iso(row.blockedAt),
    subscription: {
      plan_id: row.subscriptionPlanId,
      plan_name: row.subscriptionType,
      start_date: iso(row.subscriptionStart),
      end_date: iso(end),
      is_active: isSubscriptionActive(
        { is_subscribed: end !== null, subscription_end_date: end },
        now,
      ),
      days_remaining: daysRemaining(end, now),
    },
  };
}

/** A live (not deleted) account, or 404; ids beyond int4 cannot exist. */
export async function findViewer(
  db: Queryable,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<UserRow> {
  if (!isDbId(id)) throw notFound(MESSAGES.userNotFound);
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

export async function toViewerProfile(
  db: Queryable,
  row: UserRow,
  adminPhones: readonly string[],
): Promise<ViewerDetailResponse['viewer']> {
  const [referrer] = row.referredById
    ? await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(eq(users.id, row.referredById))
        .limit(1)
    : [];
  return {
    ...toViewerSummary(row),
    email: row.email,
    gender: row.gender,
    address: row.address,
    village: row.village,
    mandal: row.mandal,
    pincode: row.pincode,
    referred_by: referrer ? { ...referrer, code: row.referralCodeUsed } : null,
    blocked_reason: row.blockedReason,
    operator_roles: await loadOperatorRoles(db, row, adminPhones),
  };
}
