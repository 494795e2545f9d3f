// Subscription time (SPEC 4 'Subscription'): grants stack, so buying while subscribed extends from
// the current end date (contract planWindow, the same rule /plans states before payment). Shared by
// paid orders, subscription codes and support's grants (viewers-admin).
import { eq, sql } from 'drizzle-orm';
import {
  daysRemaining,
  isSubscriptionActive,
  planWindow,
  type SubscriptionInfo,
} from '@ott/contract';
import type { z } from 'zod';
import type { Queryable } from '../auth/index.ts';
import { subscriptionGrants, users } from '../../lib/db/schema.ts';

type UserRow = typeof users.$inferSelect;

export interface GrantInput {
  userId: number;
  plan: { id: number; name: string; durationDays: number };
  source: 'order' | 'code' | 'support';
  orderId?: number;
  codeRedemptionId?: number;
  now?: Date;
}

/** Extends the user's window by the plan's days (support: the days granted); call inside the caller's transaction. */
export async function grantSubscription(tx: Queryable, input: GrantInput): Promise<UserRow> {
  return (await grantSubscriptionTime(tx, input)).user;
}

/** grantSubscription, also answering the subscription_grants row it wrote. */
export async function grantSubscriptionTime(
  tx: Queryable,
  input: GrantInput,
): Promise<{ user: UserRow; grantId: number }> {
  const now = input.now ?? new Date();
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!user) throw new Error(`user ${input.userId} not found`);
  const active = user.subscriptionEnd !== null && user.subscriptionEnd.getTime() > now.getTime();
  const { startsAt, endsAt } = planWindow(user.subscriptionEnd, input.plan.durationDays, now);
  const [updated] = await tx
    .update(users)
    .set({
      subscriptionPlanId: input.plan.id,
      subscriptionType: input.plan.name,
      subscriptionStart: active && user.subscriptionStart ? user.subscriptionStart : now,
      subscriptionEnd: endsAt,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  const [grant] = await tx
    .insert(subscriptionGrants)
    .values({
      userId: user.id,
      planId: input.plan.id,
      source: input.source,
      orderId: input.orderId ?? null,
      codeRedemptionId: input.codeRedemptionId ?? null,
      startsAt,
      endsAt,
    })
    .returning({ id: subscriptionGrants.id });
  if (!updated || !grant) throw new Error('user update failed');
  return { user: updated, grantId: grant.id };
}

export function subscriptionInfo(
  user: UserRow,
  now = new Date(),
): z.infer<typeof SubscriptionInfo> {
  const end = user.subscriptionEnd;
  return {
    plan_id: user.subscriptionPlanId,
    plan_name: user.subscriptionType,
    subscription_type: user.subscriptionType,
    start_date: user.subscriptionStart?.toISOString() ?? null,
    end_date: end?.toISOString() ?? null,
    is_active: isSubscriptionActive(
      { is_subscribed: end !== null, subscription_end_date: end },
      now,
    ),
    days_remaining: daysRemaining(end, now),
  };
}
