// Watchlist (SPEC 2.20, SPEC 4 'Watchlist: flag toggles on success', SPEC 7 'Watchlist'). Every
// query is scoped to the session user; the (user, video) unique index keeps one row per title.
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES, type WatchlistItem } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { users, videos, watchlistItems } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { assetUrl, toVideoType } from '../catalogue/index.ts';

/** Titles that can be added: present and playable-ready (the catalogue shows only these). */
async function videoExists(db: Pick<Database, 'select'>, videoId: number): Promise<boolean> {
  if (!isDbId(videoId)) return false;
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.status, 'ready')))
    .limit(1);
  return row !== undefined;
}

/**
 * Flips the title in or out of the user's watchlist and returns the state it left.
 *
 * Semantics under concurrency: toggles of one user are serialised by a `FOR NO KEY UPDATE` lock on
 * the user's row, so N simultaneous toggles behave exactly like N toggles in a row (each one flips
 * the state, the answers alternate, and an even number leaves the list as it was). The insert
 * still says `on conflict do nothing` so the unique index can never surface as an error. A title
 * already in the list can always be removed, even if it has since left the catalogue; adding an
 * unknown (or not yet ready) title is 404 and changes nothing.
 */
export async function toggleWatchlist(db: Database, userId: number, videoId: number): Promise<boolean> {
  if (!isDbId(videoId)) throw notFound(MESSAGES.videoNotFound);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const removed = await tx
      .delete(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.videoId, videoId)))
      .returning({ id: watchlistItems.id });
    if (removed.length > 0) return false;
    if (!(await videoExists(tx, videoId))) throw notFound(MESSAGES.videoNotFound);
    await tx.insert(watchlistItems).values({ userId, videoId }).onConflictDoNothing();
    return true;
  });
}

/** Whether the title is in the user's list; 404 for a title that neither exists nor is listed. */
export async function isInWatchlist(db: Database, userId: number, videoId: number): Promise<boolean> {
  if (!isDbId(videoId)) throw notFound(MESSAGES.videoNotFound);
  const [row] = await db
    .select({ id: watchlistItems.id })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.videoId, videoId)))
    .limit(1);
  if (row) return true;
  if (!(await videoExists(db, videoId))) throw notFound(MESSAGES.videoNotFound);
  return false;
}

/** Upper bound on one answer; a watchlist is a hand-made list, far shorter in practice. */
const MAX_ITEMS = 500;

/** The user's list, newest first, with what a card shows (titles that left the catalogue drop out). */
export async function listWatchlist(db: Database, userId: number, mediaBaseUrl: string): Promise<WatchlistItem[]> {
  const rows = await db
    .select({ item: watchlistItems, video: videos })
    .from(watchlistItems)
    .innerJoin(videos, eq(videos.id, watchlistItems.videoId))
    .where(and(eq(watchlistItems.userId, userId), eq(videos.status, 'ready')))
    .orderBy(desc(watchlistItems.createdAt), desc(watchlistItems.id))
    .limit(MAX_ITEMS);
  return rows.map(({ item, video }) => ({
    id: item.id,
    content: video.id,
    created_at: item.createdAt.toISOString(),
    content_details: {
      id: video.id,
      title: video.title,
      thumbnail_url: assetUrl(mediaBaseUrl, video.thumbnailUrl),
      portrait_thumbnail_url: assetUrl(mediaBaseUrl, video.portraitThumbnailUrl),
      release_date: video.releaseDate,
      duration: video.duration,
      video_type: toVideoType(video.videoType),
    },
  }));
}
