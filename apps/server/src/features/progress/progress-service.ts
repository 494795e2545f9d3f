// Continue watching storage: one row per (user, video), written by an upsert so repeated or
// concurrent reports update that row. Every query is scoped to the session user.
import { and, desc, eq, gte } from 'drizzle-orm';
import {
  MESSAGES,
  PROGRESS_MIN_RESUME_SECONDS,
  type ContinueWatchingItem,
  type SaveProgressBody,
  type WatchProgress,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { videos, watchProgress } from '../../lib/db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { assetUrl, canViewerPlay, loadViewerForVideo, toVideoType } from '../catalogue/index.ts';
import { addWatchSeconds, watchedSeconds } from '../dashboard/index.ts';
import { isResumable, normaliseProgress, percentWatched } from './progress-rules.ts';

type ProgressRow = typeof watchProgress.$inferSelect;

export function progressDto(row: ProgressRow): WatchProgress {
  const p = { position: row.positionSeconds, duration: row.durationSeconds, completed: row.completed };
  return {
    video_id: row.videoId,
    position: p.position,
    duration: p.duration,
    percent: percentWatched(p),
    completed: p.completed,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the caller's position in a title they may play right now (free, or paid/rental with the
 * entitlement the catalogue checks): unknown titles are 404, titles they may not play 403.
 */
export async function saveProgress(db: Database, auth: AuthContext, body: SaveProgressBody): Promise<WatchProgress> {
  if (!isDbId(body.video_id)) throw notFound(MESSAGES.videoNotFound);
  const [video] = await db
    .select({ id: videos.id, videoType: videos.videoType, duration: videos.duration })
    .from(videos)
    .where(and(eq(videos.id, body.video_id), eq(videos.status, 'ready')))
    .limit(1);
  if (!video) throw notFound(MESSAGES.videoNotFound);
  const playable = { id: video.id, video_type: toVideoType(video.videoType) };
  if (!canViewerPlay(playable, await loadViewerForVideo(db, auth, playable))) throw forbidden(MESSAGES.forbidden);

  const p = normaliseProgress(body.position, body.duration, video.duration);
  const now = new Date();
  const values = { positionSeconds: p.position, durationSeconds: p.duration, completed: p.completed, updatedAt: now };
  // The dashboard's watch time moves with the report, in its transaction (issue 17.5).
  const row = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ positionSeconds: watchProgress.positionSeconds, updatedAt: watchProgress.updatedAt })
      .from(watchProgress)
      .where(and(eq(watchProgress.userId, auth.user.id), eq(watchProgress.videoId, video.id)))
      .for('update');
    const [saved] = await tx
      .insert(watchProgress)
      .values({ userId: auth.user.id, videoId: video.id, ...values })
      .onConflictDoUpdate({ target: [watchProgress.userId, watchProgress.videoId], set: values })
      .returning();
    await addWatchSeconds(tx, video.id, watchedSeconds(previous, p.position, now), now);
    return saved;
  });
  if (!row) throw new Error('watch progress upsert returned no row');
  return progressDto(row);
}

/** The saved position to resume from, or null when none, finished, or too early to matter. */
export async function resumePoint(db: Database, userId: number, videoId: number): Promise<WatchProgress | null> {
  if (!isDbId(videoId)) return null;
  const [row] = await db
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.videoId, videoId)))
    .limit(1);
  return row && isResumable({ position: row.positionSeconds, completed: row.completed }) ? progressDto(row) : null;
}

export const CONTINUE_WATCHING_LIMIT = 20;

/** Started, unfinished titles still in the catalogue, most recently watched first. */
export async function listContinueWatching(db: Database, userId: number, mediaBaseUrl: string): Promise<ContinueWatchingItem[]> {
  const rows = await db
    .select({ progress: watchProgress, video: videos })
    .from(watchProgress)
    .innerJoin(videos, eq(videos.id, watchProgress.videoId))
    .where(
      and(
        eq(watchProgress.userId, userId),
        eq(watchProgress.completed, false),
        gte(watchProgress.positionSeconds, PROGRESS_MIN_RESUME_SECONDS),
        eq(videos.status, 'ready'),
      ),
    )
    .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.id))
    .limit(CONTINUE_WATCHING_LIMIT);
  return rows.map(({ progress, video }) => ({
    progress: progressDto(progress),
    video: {
      id: video.id,
      title: video.title,
      thumbnail_url: assetUrl(mediaBaseUrl, video.thumbnailUrl),
      portrait_thumbnail_url: assetUrl(mediaBaseUrl, video.portraitThumbnailUrl),
      video_type: toVideoType(video.videoType),
      duration: video.duration,
    },
  }));
}
