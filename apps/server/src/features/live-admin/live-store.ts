// Live streams in the console: every stream with its category's name, and the writes (create,
// edit, reorder), each in one transaction with its audit row. A stream's source and premium flag
// are checked together against the row as it will be (live-source.ts), so no edit, whichever field
// it changes, leaves a premium stream on our public media.
import { asc, eq, max } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, type AdminLiveStream, type CreateLiveStreamBody, type UpdateLiveStreamBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, liveStreams } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { assetUrl } from '../catalogue/index.ts';
import { checkSourceProtection, sourceKind, storedSource } from './live-source.ts';
import { liveSnapshot } from './live-snapshot.ts';

const M = ADMIN_LIVE_MESSAGES;
type LiveRow = typeof liveStreams.$inferSelect;

export interface LiveWriteContext {
  mediaBaseUrl: string;
  /** The request's host name: an address of this site under a relative MEDIA_BASE_URL is our media. */
  requestHost: string;
}

export async function listAdminLiveStreams(db: Queryable, mediaBaseUrl: string): Promise<AdminLiveStream[]> {
  const rows = await db
    .select({ stream: liveStreams, categoryName: categories.name })
    .from(liveStreams)
    .innerJoin(categories, eq(categories.id, liveStreams.categoryId))
    .orderBy(asc(liveStreams.sortOrder), asc(liveStreams.id));
  return rows.map(({ stream, categoryName }) => present(stream, categoryName, mediaBaseUrl));
}

export async function loadAdminLiveStream(db: Queryable, mediaBaseUrl: string, id: number): Promise<AdminLiveStream> {
  const found = (await listAdminLiveStreams(db, mediaBaseUrl)).find((s) => s.id === id);
  if (!found) throw notFound(M.streamNotFound);
  return found;
}

function present(s: LiveRow, categoryName: string, mediaBaseUrl: string): AdminLiveStream {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    source: s.liveUrl,
    source_is_own_media: sourceKind(mediaBaseUrl, s.liveUrl) !== 'external',
    thumbnail_url: assetUrl(mediaBaseUrl, s.thumbnail),
    thumbnail: s.thumbnail,
    is_important: s.isImportant,
    is_active: s.isActive,
    is_premium: s.isPremium,
    sort_order: s.sortOrder,
    category_id: s.categoryId,
    category_name: categoryName,
  };
}

async function checkCategory(tx: Queryable, id: number): Promise<void> {
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!found) throw badRequest(M.categoryNotFound, { category_id: [M.categoryNotFound] });
}

export async function createLiveStream(db: Database, actor: AuditActor, ctx: LiveWriteContext, body: CreateLiveStreamBody): Promise<number> {
  const source = storedSource(body.live_url, ctx);
  const isPremium = body.is_premium ?? false;
  checkSourceProtection(ctx.mediaBaseUrl, source, isPremium);
  return db.transaction(async (tx) => {
    await checkCategory(tx, body.category_id);
    const [last] = await tx.select({ value: max(liveStreams.sortOrder) }).from(liveStreams);
    const [created] = await tx
      .insert(liveStreams)
      .values({
        title: body.title,
        description: body.description ?? '',
        liveUrl: source,
        thumbnail: body.thumbnail ?? null,
        isImportant: body.is_important ?? false,
        isActive: body.is_active ?? true,
        isPremium,
        categoryId: body.category_id,
        sortOrder: (last?.value ?? 0) + 1,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'live_stream.create', targetType: 'live_stream', targetId: created.id, before: null, after: liveSnapshot(created) });
    return created.id;
  });
}

export async function editLiveStream(db: Database, actor: AuditActor, ctx: LiveWriteContext, id: number, body: UpdateLiveStreamBody): Promise<void> {
  const source = body.live_url === undefined ? undefined : storedSource(body.live_url, ctx);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveStreams).where(eq(liveStreams.id, id)).for('update');
    if (!before) throw notFound(M.streamNotFound);
    if (body.category_id !== undefined) await checkCategory(tx, body.category_id);
    checkSourceProtection(ctx.mediaBaseUrl, source ?? before.liveUrl, body.is_premium ?? before.isPremium);
    const [after] = await tx
      .update(liveStreams)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
        ...(source !== undefined ? { liveUrl: source } : {}),
        ...(body.thumbnail !== undefined ? { thumbnail: body.thumbnail } : {}),
        ...(body.is_important !== undefined ? { isImportant: body.is_important } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        ...(body.is_premium !== undefined ? { isPremium: body.is_premium } : {}),
      })
      .where(eq(liveStreams.id, id))
      .returning();
    if (!after) throw notFound(M.streamNotFound);
    await recordAudit(tx, actor, { action: 'live_stream.update', targetType: 'live_stream', targetId: id, before: liveSnapshot(before), after: liveSnapshot(after) });
  });
}
