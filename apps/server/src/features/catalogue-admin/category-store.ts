// Categories in the console: reads with their title counts, and the writes (create, edit, reorder).
// Names are unique whatever their case: a transaction-scoped advisory lock makes the check and the
// write one step, so two operators adding 'Drama' and 'drama' at once cannot both succeed.
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { ADMIN_CATALOGUE_MESSAGES, type AdminCategory, type CreateCategoryBody, type UpdateCategoryBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, videos } from '../../lib/db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { assetUrl } from '../catalogue/index.ts';

const M = ADMIN_CATALOGUE_MESSAGES;
type CategoryRow = typeof categories.$inferSelect;
/** One key for every category-name write (pg_advisory_xact_lock). */
const NAME_LOCK = 15_401;

const snapshot = (c: CategoryRow): AuditSnapshot => ({
  name: c.name,
  description: c.description.length > 200 ? `${c.description.slice(0, 200)}…` : c.description,
  image: c.image,
  is_premium: c.isPremium,
  is_active: c.isActive,
  sort_order: c.sortOrder,
});

export async function listAdminCategories(db: Queryable, mediaBaseUrl: string): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: categories, videosCount: count(videos.id) })
    .from(categories)
    .leftJoin(videos, eq(videos.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map(({ category, videosCount }) => present(category, Number(videosCount), mediaBaseUrl));
}

export async function loadAdminCategory(db: Queryable, mediaBaseUrl: string, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db, mediaBaseUrl)).find((c) => c.id === id);
  if (!found) throw notFound(M.categoryNotFound);
  return found;
}

function present(c: CategoryRow, videosCount: number, mediaBaseUrl: string): AdminCategory {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    image_url: assetUrl(mediaBaseUrl, c.image),
    is_premium: c.isPremium,
    is_active: c.isActive,
    sort_order: c.sortOrder,
    videos_count: videosCount,
  };
}

async function checkNameFree(tx: Queryable, name: string, exceptId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK})`);
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === null ? sameName : and(sameName, ne(categories.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError('conflict', M.categoryNameTaken, { name: [M.categoryNameTaken] });
}

export async function createCategory(db: Database, actor: AuditActor, body: CreateCategoryBody): Promise<number> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, body.name, null);
    const [last] = await tx.select({ value: max(categories.sortOrder) }).from(categories);
    const [created] = await tx
      .insert(categories)
      .values({
        name: body.name,
        description: body.description ?? '',
        image: body.image ?? null,
        isPremium: body.is_premium ?? false,
        isActive: body.is_active ?? true,
        sortOrder: (last?.value ?? 0) + 1,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'category.create', targetType: 'category', targetId: created.id, before: null, after: snapshot(created) });
    return created.id;
  });
}

export async function updateCategory(db: Database, actor: AuditActor, id: number, body: UpdateCategoryBody): Promise<void> {
  await db.transaction(async (tx) => {
    if (body.name !== undefined) await checkNameFree(tx, body.name, id);
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound(M.categoryNotFound);
    const [after] = await tx
      .update(categories)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(body.is_premium !== undefined ? { isPremium: body.is_premium } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!after) throw notFound(M.categoryNotFound);
    await recordAudit(tx, actor, { action: 'category.update', targetType: 'category', targetId: id, before: snapshot(before), after: snapshot(after) });
  });
}
