// Live streams in the console: every stream with its category's name (and the title it loops), and
// the writes (create, edit, reorder), each in one transaction with its audit row. Every update of a
// stream, the console's PATCH and the older switch alike (live-switch.route.ts), goes through
// editLiveStream. A stream's source and premium flag are checked together against the row as it
// will be (live-source.ts, live-title-source.ts), so no edit, whichever field it changes, leaves a
// premium stream on our public media or a paid film on a free stream.
import { asc, eq, max } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, type AdminLiveStream, type CreateLiveStreamBody, type UpdateLiveStreamBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { categories, liveStreams, videos } from '../../lib/db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { assetUrl } from '../catalogue/index.ts';
import { ownChannelPath } from '../streaming/index.ts';
import { checkSourceProtection, sourceKind, storedSource } from './live-source.ts';
import { checkSourceTitle } from './live-title-source.ts';
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
    .select({ stream: liveStreams, categoryName: categories.name, sourceTitle: videos.title })
    .from(liveStreams)
    .innerJoin(categories, eq(categories.id, liveStreams.categoryId))
    .leftJoin(videos, eq(videos.id, liveStreams.sourceVideoId))
    .orderBy(asc(liveStreams.sortOrder), asc(liveStreams.id));
  return rows.map(({ stream, categoryName, sourceTitle }) => present(stream, categoryName, sourceTitle, mediaBaseUrl));
}

export async function loadAdminLiveStream(db: Queryable, mediaBaseUrl: string, id: number): Promise<AdminLiveStream> {
  const found = (await listAdminLiveStreams(db, mediaBaseUrl)).find((s) => s.id === id);
  if (!found) throw notFound(M.streamNotFound);
  return found;
}

function present(s: LiveRow, categoryName: string, sourceTitle: string | null, mediaBaseUrl: string): AdminLiveStream {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    source: s.liveUrl,
    source_is_own_media: sourceKind(mediaBaseUrl, s.liveUrl) !== 'external',
    source_video_id: s.sourceVideoId,
    source_video_title: s.sourceVideoId === null ? null : sourceTitle,
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
  const isPremium = body.is_premium ?? false;
  const sourceVideoId = body.source_video_id ?? null;
  // An own channel's address needs its id: a placeholder until the row exists, in the same transaction.
  const source = body.live_url === undefined ? '' : storedSource(body.live_url, ctx);
  if (sourceVideoId === null) checkSourceProtection(ctx.mediaBaseUrl, source, isPremium);
  return db.transaction(async (tx) => {
    await checkCategory(tx, body.category_id);
    if (sourceVideoId !== null) await checkSourceTitle(tx, sourceVideoId, isPremium);
    const [last] = await tx.select({ value: max(liveStreams.sortOrder) }).from(liveStreams);
    const [inserted] = await tx
      .insert(liveStreams)
      .values({
        title: body.title,
        description: body.description ?? '',
        liveUrl: source,
        sourceVideoId,
        thumbnail: body.thumbnail ?? null,
        isImportant: body.is_important ?? false,
        isActive: body.is_active ?? true,
        isPremium,
        categoryId: body.category_id,
        sortOrder: (last?.value ?? 0) + 1,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    let created = inserted;
    if (sourceVideoId !== null) {
      const [own] = await tx.update(liveStreams).set({ liveUrl: ownChannelPath(inserted.id, isPremium) }).where(eq(liveStreams.id, inserted.id)).returning();
      if (!own) throw new Error('update returned no row');
      created = own;
    }
    await recordAudit(tx, actor, { action: 'live_stream.create', targetType: 'live_stream', targetId: created.id, before: null, after: liveSnapshot(created) });
    return created.id;
  });
}

/** Where the stream's source will be after `body`: an operator's address, or a title looped as our own channel. */
async function nextSource(tx: Queryable, ctx: LiveWriteContext, before: LiveRow, body: UpdateLiveStreamBody): Promise<Pick<LiveRow, 'liveUrl' | 'sourceVideoId'>> {
  const isPremium = body.is_premium ?? before.isPremium;
  if (body.live_url !== undefined) {
    const liveUrl = storedSource(body.live_url, ctx);
    checkSourceProtection(ctx.mediaBaseUrl, liveUrl, isPremium);
    return { liveUrl, sourceVideoId: null };
  }
  const sourceVideoId = body.source_video_id ?? before.sourceVideoId;
  if (sourceVideoId === null) {
    checkSourceProtection(ctx.mediaBaseUrl, before.liveUrl, isPremium);
    return { liveUrl: before.liveUrl, sourceVideoId };
  }
  // A new title, or the premium flag of an own channel changing: the title must still fit.
  if (body.source_video_id !== undefined || isPremium !== before.isPremium || before.sourceVideoId === null) {
    await checkSourceTitle(tx, sourceVideoId, isPremium);
  }
  return { liveUrl: ownChannelPath(before.id, isPremium), sourceVideoId };
}

/**
 * Applies any subset of a stream's fields with its audit row; a request that changes nothing writes
 * none. Moving a stream between an address and a title, to another title or in or out of premium is
 * picked up by the channels runner, which restarts or moves the channel.
 */
export async function editLiveStream(db: Database, actor: AuditActor, ctx: LiveWriteContext, id: number, body: UpdateLiveStreamBody): Promise<LiveRow> {
  if (!isDbId(id)) throw notFound(M.streamNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveStreams).where(eq(liveStreams.id, id)).for('update');
    if (!before) throw notFound(M.streamNotFound);
    if (body.category_id !== undefined) await checkCategory(tx, body.category_id);
    const source = await nextSource(tx, ctx, before, body);
    const [after] = await tx
      .update(liveStreams)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
        ...source,
        ...(body.thumbnail !== undefined ? { thumbnail: body.thumbnail } : {}),
        ...(body.is_important !== undefined ? { isImportant: body.is_important } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        ...(body.is_premium !== undefined ? { isPremium: body.is_premium } : {}),
      })
      .where(eq(liveStreams.id, id))
      .returning();
    if (!after) throw notFound(M.streamNotFound);
    const [was, is] = [liveSnapshot(before), liveSnapshot(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordAudit(tx, actor, { action: 'live_stream.update', targetType: 'live_stream', targetId: id, before: was, after: is });
    }
    return after;
  });
}
