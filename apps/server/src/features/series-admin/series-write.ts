// Creating and editing a series (issue 18.4). Every write locks the series row, checks the merged
// result, and writes it with its audit row in one transaction; a refusal changes nothing.
import { and, eq } from 'drizzle-orm';
import { SERIES_MESSAGES, type CreateSeriesBody, type UpdateSeriesBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, series, videos } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { titleSearchFields } from '../catalogue/index.ts';
import { seriesImageOptions } from './series-read.ts';

const M = SERIES_MESSAGES;
type SeriesRow = typeof series.$inferSelect;

export const seriesSnapshot = (row: SeriesRow): AuditSnapshot => ({
  title: row.title,
  description: row.description.length > 200 ? `${row.description.slice(0, 200)}…` : row.description,
  category_id: row.categoryId,
  status: row.status,
  landscape_image: row.thumbnailUrl,
  portrait_image: row.portraitThumbnailUrl,
});

/** Locks the series row for the rest of the transaction (every change to a series goes through it). */
export async function lockSeries(tx: Queryable, id: number): Promise<SeriesRow> {
  const [row] = await tx.select().from(series).where(eq(series.id, id)).for('update');
  if (!row) throw notFound(M.seriesNotFound);
  return row;
}

async function checkCategory(tx: Queryable, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw badRequest(M.categoryNotFound, { category_id: [M.categoryNotFound] });
}

export async function createSeries(db: Database, actor: AuditActor, body: CreateSeriesBody): Promise<number> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, body.category_id);
    const [created] = await tx
      .insert(series)
      .values({
        title: body.title,
        titleLatin: titleSearchFields(body.title).titleLatin,
        description: body.description ?? '',
        categoryId: body.category_id ?? null,
        status: 'draft',
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'series.create', targetType: 'series', targetId: created.id, before: null, after: seriesSnapshot(created) });
    return created.id;
  });
}

export async function updateSeries(db: Database, actor: AuditActor, id: number, body: UpdateSeriesBody): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockSeries(tx, id);
    if (body.category_id !== undefined) await checkCategory(tx, body.category_id);
    const options = new Set((await seriesImageOptions(tx, id)).map((o) => o.path));
    for (const [field, saved] of [
      ['landscape_image', before.thumbnailUrl],
      ['portrait_image', before.portraitThumbnailUrl],
    ] as const) {
      const chosen = body[field];
      if (chosen && chosen !== saved && !options.has(chosen)) throw badRequest(M.imageNotOption, { [field]: [M.imageNotOption] });
    }
    if (body.status === 'published' && before.status !== 'published') {
      const [episode] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.seriesId, id), eq(videos.status, 'ready')))
        .limit(1);
      if (!episode) throw badRequest(M.publishNeedsEpisode);
    }
    const [after] = await tx
      .update(series)
      .set({
        ...(body.title !== undefined ? { title: body.title, titleLatin: titleSearchFields(body.title).titleLatin } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.landscape_image !== undefined ? { thumbnailUrl: body.landscape_image, posterUrl: body.landscape_image } : {}),
        ...(body.portrait_image !== undefined ? { portraitThumbnailUrl: body.portrait_image } : {}),
        updatedAt: new Date(),
      })
      .where(eq(series.id, id))
      .returning();
    if (!after) throw notFound(M.seriesNotFound);
    const beforeSnap = seriesSnapshot(before);
    const afterSnap = seriesSnapshot(after);
    // A save that changes nothing writes no audit row (as the other console writers).
    if (JSON.stringify(beforeSnap) === JSON.stringify(afterSnap)) return;
    await recordAudit(tx, actor, { action: 'series.update', targetType: 'series', targetId: id, before: beforeSnap, after: afterSnap });
  });
}
