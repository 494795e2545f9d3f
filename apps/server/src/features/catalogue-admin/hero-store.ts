// The hero carousel in the console: slides with their title's name, artwork and status, and the
// writes (add a published title, turn on or off, remove, reorder). A new slide takes the title's
// landscape artwork as its backdrop and goes last.
import { asc, eq, max, sql } from 'drizzle-orm';
import { ADMIN_CATALOGUE_MESSAGES, type AdminHeroSlide } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { heroSlides, videos } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { assetUrl } from '../catalogue/index.ts';

const M = ADMIN_CATALOGUE_MESSAGES;
type SlideRow = typeof heroSlides.$inferSelect;
/** One key for adding slides (a title gets at most one). */
const SLIDE_LOCK = 15_402;

const snapshot = (s: SlideRow): AuditSnapshot => ({
  video_id: s.videoId,
  backdrop_url: s.backdropUrl,
  is_active: s.isActive,
  sort_order: s.sortOrder,
});

/** A title's state as the console names it ('ready' is what viewers see: published). */
const statusOf = (status: string) => (status === 'ready' ? 'published' : status);

export async function listAdminHeroSlides(db: Queryable, mediaBaseUrl: string): Promise<AdminHeroSlide[]> {
  const rows = await db
    .select({ slide: heroSlides, title: videos.title, thumbnail: videos.thumbnailUrl, status: videos.status })
    .from(heroSlides)
    .innerJoin(videos, eq(videos.id, heroSlides.videoId))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id));
  return rows.map(({ slide, title, thumbnail, status }) => ({
    id: slide.id,
    video_id: slide.videoId,
    title,
    landscape_image_url: assetUrl(mediaBaseUrl, slide.backdropUrl ?? thumbnail),
    is_active: slide.isActive,
    sort_order: slide.sortOrder,
    video_status: statusOf(status),
  }));
}

export async function loadAdminHeroSlide(db: Queryable, mediaBaseUrl: string, id: number): Promise<AdminHeroSlide> {
  const found = (await listAdminHeroSlides(db, mediaBaseUrl)).find((s) => s.id === id);
  if (!found) throw notFound(M.slideNotFound);
  return found;
}

export async function createHeroSlide(db: Database, actor: AuditActor, videoId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SLIDE_LOCK})`);
    const [video] = await tx.select({ status: videos.status, thumbnail: videos.thumbnailUrl }).from(videos).where(eq(videos.id, videoId));
    if (!video || video.status !== 'ready') throw badRequest(M.slideNeedsPublishedTitle, { video_id: [M.slideNeedsPublishedTitle] });
    const [existing] = await tx.select({ id: heroSlides.id }).from(heroSlides).where(eq(heroSlides.videoId, videoId)).limit(1);
    if (existing) throw new AppError('conflict', M.slideExists, { video_id: [M.slideExists] });
    const [last] = await tx.select({ value: max(heroSlides.sortOrder) }).from(heroSlides);
    const [created] = await tx
      .insert(heroSlides)
      .values({ videoId, backdropUrl: video.thumbnail, isActive: true, sortOrder: (last?.value ?? 0) + 1 })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'hero_slide.create', targetType: 'hero_slide', targetId: created.id, before: null, after: snapshot(created) });
    return created.id;
  });
}

export async function updateHeroSlide(db: Database, actor: AuditActor, id: number, isActive: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
    if (!before) throw notFound(M.slideNotFound);
    const [after] = await tx.update(heroSlides).set({ isActive }).where(eq(heroSlides.id, id)).returning();
    if (!after) throw notFound(M.slideNotFound);
    await recordAudit(tx, actor, { action: 'hero_slide.update', targetType: 'hero_slide', targetId: id, before: snapshot(before), after: snapshot(after) });
  });
}

export async function deleteHeroSlide(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
    if (!before) throw notFound(M.slideNotFound);
    await tx.delete(heroSlides).where(eq(heroSlides.id, id));
    await recordAudit(tx, actor, { action: 'hero_slide.delete', targetType: 'hero_slide', targetId: id, before: snapshot(before), after: null });
  });
}
