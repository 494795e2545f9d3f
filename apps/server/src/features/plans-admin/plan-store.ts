// Plans in the console (issue 15.4): every plan, hidden ones included, with its order count, and
// the writes. A plan is never deleted (orders point at it); is_active false hides it. At most one
// plan is popular: marking one clears the others in the same transaction, under one advisory lock
// for every plan write, so two operators marking two plans at once leave exactly one.
import { asc, count, eq, ne } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PlanFieldsInput} from '@ott/contract';
import { ADMIN_PLANS_POPUP_MESSAGES, paiseToRupees, type AdminPlan } from '@ott/contract';
import type { z } from 'zod';
import type { Database } from '../../lib/db/client.ts';
import { orders, plans } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;
type PlanRow = typeof plans.$inferSelect;
type PlanFields = z.output<typeof PlanFieldsInput>;
/** One key for every plan write (pg_advisory_xact_lock). */
const PLAN_LOCK = 15_411;

const snapshot = (p: PlanRow): AuditSnapshot => ({
  name: p.name,
  price_paise: p.pricePaise,
  duration_days: p.durationDays,
  duration_text: p.durationText,
  per_day_text: p.perDayText,
  popular: p.popular,
  badge: p.badge,
  brand_text: p.brandText,
  features: p.features,
  description: p.description.length > 200 ? `${p.description.slice(0, 200)}…` : p.description,
  is_active: p.isActive,
  max_streams: p.maxStreams,
  max_video_height: p.maxVideoHeight,
  download_limit: p.downloadLimit,
});

function present(p: PlanRow, ordersCount: number): AdminPlan {
  return {
    id: p.id,
    name: p.name,
    price_paise: p.pricePaise,
    price: paiseToRupees(p.pricePaise),
    duration_days: p.durationDays,
    duration_text: p.durationText,
    per_day_text: p.perDayText,
    popular: p.popular,
    badge: p.badge,
    brand_text: p.brandText,
    features: p.features,
    description: p.description,
    is_active: p.isActive,
    max_streams: p.maxStreams,
    max_video_height: p.maxVideoHeight,
    download_limit: p.downloadLimit,
    orders_count: ordersCount,
  };
}

export async function listAdminPlans(db: Queryable): Promise<AdminPlan[]> {
  const rows = await db
    .select({ plan: plans, ordersCount: count(orders.id) })
    .from(plans)
    .leftJoin(orders, eq(orders.planId, plans.id))
    .groupBy(plans.id)
    .orderBy(asc(plans.id));
  return rows.map(({ plan, ordersCount }) => present(plan, Number(ordersCount)));
}

export async function loadAdminPlan(db: Queryable, id: number): Promise<AdminPlan> {
  const found = (await listAdminPlans(db)).find((p) => p.id === id);
  if (!found) throw notFound(M.planNotFound);
  return found;
}

/** The row's columns for the fields given (a partial body changes only what it names). */
function columns(body: Partial<PlanFields>) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.price !== undefined ? { pricePaise: body.price } : {}),
    ...(body.duration_days !== undefined ? { durationDays: body.duration_days } : {}),
    ...(body.duration_text !== undefined ? { durationText: body.duration_text } : {}),
    ...(body.per_day_text !== undefined ? { perDayText: body.per_day_text } : {}),
    ...(body.popular !== undefined ? { popular: body.popular } : {}),
    ...(body.badge !== undefined ? { badge: body.badge } : {}),
    ...(body.brand_text !== undefined ? { brandText: body.brand_text } : {}),
    ...(body.features !== undefined ? { features: body.features } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    ...(body.max_streams !== undefined ? { maxStreams: body.max_streams } : {}),
    ...(body.max_video_height !== undefined ? { maxVideoHeight: body.max_video_height } : {}),
    ...(body.download_limit !== undefined ? { downloadLimit: body.download_limit } : {}),
  };
}

/** Marking `id` popular clears every other plan's mark (audited as their own updates). */
async function clearOtherPopular(tx: Queryable, actor: AuditActor, id: number): Promise<void> {
  const others = await tx.update(plans).set({ popular: false }).where(sql`${plans.popular} and ${ne(plans.id, id)}`).returning();
  for (const after of others) {
    await recordAudit(tx, actor, { action: 'plan.update', targetType: 'plan', targetId: after.id, before: snapshot({ ...after, popular: true }), after: snapshot(after) });
  }
}

export async function createPlan(db: Database, actor: AuditActor, body: Partial<PlanFields> & Pick<PlanFields, 'name' | 'price' | 'duration_days'>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK})`);
    const [created] = await tx
      .insert(plans)
      .values({ name: body.name, pricePaise: body.price, durationDays: body.duration_days, ...columns(body) })
      .returning();
    if (!created) throw new Error('insert returned no row');
    if (created.popular) await clearOtherPopular(tx, actor, created.id);
    await recordAudit(tx, actor, { action: 'plan.create', targetType: 'plan', targetId: created.id, before: null, after: snapshot(created) });
    return created.id;
  });
}

export async function updatePlan(db: Database, actor: AuditActor, id: number, body: Partial<PlanFields>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK})`);
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound(M.planNotFound);
    const change = columns(body);
    const [after] = Object.keys(change).length > 0 ? await tx.update(plans).set(change).where(eq(plans.id, id)).returning() : [before];
    if (!after) throw notFound(M.planNotFound);
    if (after.popular && !before.popular) await clearOtherPopular(tx, actor, id);
    await recordAudit(tx, actor, { action: 'plan.update', targetType: 'plan', targetId: id, before: snapshot(before), after: snapshot(after) });
  });
}
