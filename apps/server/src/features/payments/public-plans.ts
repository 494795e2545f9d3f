// The public plan list (SPEC 7 GET /users/api/subscription-plans/): active plans in id order, as
// the API answers them. Shared by the API route and GET /plans, which carries the same list in its
// HTML (features/plans-page) from a cache entry in PLANS_CACHE.
import { asc, eq } from 'drizzle-orm';
import type { Plan } from '@ott/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { plans } from '../../lib/db/schema.ts';
import { planDto } from './plan-dto.ts';

/**
 * The cache namespace of plan reads. No route of this server edits plans (operators and the demo
 * seed write the table), so the seed drops it (features/startup.ts) and the TTL bounds the rest.
 */
export const PLANS_CACHE = 'payments:plans';
export const PLANS_TTL_SECONDS = 60;

export async function listPublicPlans(db: Deps['db']): Promise<z.infer<typeof Plan>[]> {
  const rows = await db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.id));
  return rows.map(planDto);
}
