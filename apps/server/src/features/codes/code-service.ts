// Subscription codes (SPEC 4 'Code redemption'): each grants a plan; single- or limited-use, with
// expiry. Redemption locks the code row, so concurrent redemptions never exceed max_redemptions,
// and (code, user) is unique, so one user redeeming twice gets one grant.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import type { Database } from '../../lib/db/client.ts';
import { codeRedemptions, plans, subscriptionCodes } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { grantSubscription, type PlanRow } from '../payments/index.ts';

type CodeRow = typeof subscriptionCodes.$inferSelect;

export const normalizeCode = (code: string) => code.trim().toUpperCase();

async function usable(db: Queryable, code: CodeRow, userId: number, now: Date): Promise<boolean> {
  if (!code.isActive || code.redemptionsCount >= code.maxRedemptions) return false;
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return false;
  const [mine] = await db
    .select({ id: codeRedemptions.id })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.codeId, code.id), eq(codeRedemptions.userId, userId)));
  return !mine;
}

async function loadPlan(db: Queryable, planId: number): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw badRequest(MESSAGES.invalidCode);
  return plan;
}

/** The code's plan when this user may redeem it; 'Invalid code' otherwise (no reason given). */
export async function validateCode(db: Database, raw: string, userId: number, now = new Date()): Promise<PlanRow> {
  const value = normalizeCode(raw);
  if (!value) throw badRequest(MESSAGES.enterSubscriptionCode);
  const [code] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.code, value));
  if (!code || !(await usable(db, code, userId, now))) throw badRequest(MESSAGES.invalidCode);
  return loadPlan(db, code.planId);
}

export async function redeemCode(db: Database, raw: string, userId: number, now = new Date()) {
  const value = normalizeCode(raw);
  if (!value) throw badRequest(MESSAGES.enterSubscriptionCode);
  return db.transaction(async (tx) => {
    const [code] = await tx.select().from(subscriptionCodes).where(eq(subscriptionCodes.code, value)).for('update');
    if (!code || !(await usable(tx, code, userId, now))) throw badRequest(MESSAGES.invalidCode);
    const [redemption] = await tx
      .insert(codeRedemptions)
      .values({ codeId: code.id, userId })
      .onConflictDoNothing()
      .returning({ id: codeRedemptions.id });
    if (!redemption) throw badRequest(MESSAGES.invalidCode);
    await tx
      .update(subscriptionCodes)
      .set({ redemptionsCount: sql`${subscriptionCodes.redemptionsCount} + 1` })
      .where(eq(subscriptionCodes.id, code.id));
    const plan = await loadPlan(tx, code.planId);
    return grantSubscription(tx, {
      userId,
      plan: { id: plan.id, name: plan.name, durationDays: plan.durationDays },
      source: 'code',
      codeRedemptionId: redemption.id,
      now,
    });
  });
}
