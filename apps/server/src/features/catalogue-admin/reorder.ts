// Reordering a whole list (categories, hero slides, live streams): the caller sends every current
// id once, in the new order. The rows are locked first (FOR UPDATE, in id order), so two reorders
// at once run one after the other and the second is checked against what the first left. One
// transaction writes the new sort orders and the audit row with the order before and after.
import { asc, eq } from 'drizzle-orm';
import { ADMIN_CATALOGUE_MESSAGES, type AuditAction, type ReorderBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, heroSlides, liveStreams } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

export function checkSameSet(current: readonly number[], wanted: readonly number[]): void {
  const have = new Set(current);
  if (wanted.length !== have.size || new Set(wanted).size !== wanted.length || wanted.some((id) => !have.has(id))) {
    throw badRequest(ADMIN_CATALOGUE_MESSAGES.reorderMismatch, { ids: [ADMIN_CATALOGUE_MESSAGES.reorderMismatch] });
  }
}

/** The ordered lists of the console, with what their audit rows call them. */
const LISTS = {
  category: { table: categories, action: 'category.reorder' },
  hero_slide: { table: heroSlides, action: 'hero_slide.reorder' },
  live_stream: { table: liveStreams, action: 'live_stream.reorder' },
} as const satisfies Record<string, { table: unknown; action: AuditAction }>;

export async function reorderList(db: Database, actor: AuditActor, list: keyof typeof LISTS, body: ReorderBody): Promise<void> {
  // One table type for the query builder: the three share the id and sort_order columns used here.
  const table = LISTS[list].table as typeof categories;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).orderBy(asc(table.id)).for('update');
    const before = await tx.select({ id: table.id }).from(table).orderBy(asc(table.sortOrder), asc(table.id));
    checkSameSet(
      rows.map((r) => r.id),
      body.ids,
    );
    for (const [index, id] of body.ids.entries()) {
      await tx.update(table).set({ sortOrder: index + 1 }).where(eq(table.id, id));
    }
    await recordAudit(tx, actor, {
      action: LISTS[list].action,
      targetType: list,
      targetId: 'all',
      before: { order: before.map((r) => String(r.id)) },
      after: { order: body.ids.map(String) },
    });
  });
}
