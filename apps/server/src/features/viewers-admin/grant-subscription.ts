// Support grants subscription days with a reason (issue 17.1) through the same grantSubscription
// as a paid order or a code (a running subscription is extended from its end), recorded as a
// subscription_grants row with source 'support' and audited with the reason. The form's `key`
// makes a retried request grant nothing more: the audit row of the first one carries it.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, VIEWERS_ADMIN_MESSAGES as M, type GrantSubscriptionBody } from '@ott/contract';
import { auditLog, plans } from '../../lib/db/schema.ts';
import { grantSubscriptionTime } from '../payments/subscription.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit } from '../admin/index.ts';
import type { ActionResult } from './block-viewer.ts';
import { findViewer } from './viewer-profile.ts';
import { assertMayActOn, type ActionContext } from './viewer-guard.ts';

export const SUPPORT_GRANT_SOURCE = 'support' as const;

const planSnapshot = (row: UserRow) => ({
  id: row.id,
  phone: row.phone,
  plan_id: row.subscriptionPlanId,
  plan_name: row.subscriptionType,
  subscription_start: row.subscriptionStart?.toISOString() ?? null,
  subscription_end: row.subscriptionEnd?.toISOString() ?? null,
});

async function alreadyGranted(tx: Queryable, userId: number, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(userId)),
        eq(auditLog.action, 'user.subscription_grant'),
        sql`${auditLog.after}->>'key' = ${key}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function grantSubscriptionDays(
  ctx: ActionContext,
  id: number,
  body: GrantSubscriptionBody,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const target = await findViewer(tx, id, { lock: true });
    await assertMayActOn({ ...ctx, db: tx }, target);
    if (await alreadyGranted(tx, id, body.key)) return { changed: false, signedOut: 0 };
    const planId = body.plan_id ?? target.subscriptionPlanId;
    if (planId === null) throw badRequest(M.grantPlanRequired);
    const [plan] = await tx
      .select({ id: plans.id, name: plans.name })
      .from(plans)
      .where(eq(plans.id, planId))
      .limit(1);
    if (!plan) throw badRequest(MESSAGES.planNotFound);

    const { user: after, grantId } = await grantSubscriptionTime(tx, {
      userId: id,
      plan: { ...plan, durationDays: body.days },
      source: SUPPORT_GRANT_SOURCE,
    });
    await recordAudit(tx, ctx.actor, {
      action: 'user.subscription_grant',
      targetType: 'user',
      targetId: id,
      before: planSnapshot(target),
      after: {
        ...planSnapshot(after),
        days: body.days,
        reason: body.reason,
        key: body.key,
        grant_id: grantId,
      },
    });
    return { changed: true, signedOut: 0 };
  });
}
