// Offline download licences (issue 18.3). The plan decides whether a viewer may download at all
// (plans.download_limit > 0) and how many titles they keep at once; the title must be one they may
// play. The app keeps the copy; the server keeps when it expires, so a copy that has expired or is
// no longer covered is deleted by the app the next time it is online.
import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  DOWNLOAD_MESSAGES,
  downloadAllowance,
  downloadExpiry,
  downloadLimitMessage,
  downloadStatus,
  firstPlayMoment,
  type DownloadLicence,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { downloads, plans, users, videos } from '../../lib/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { canViewerPlay, isUserSubscribed, loadViewerForVideo, toVideoType } from '../catalogue/index.ts';

type Row = typeof downloads.$inferSelect;

/** The most licences one answer lists (a plan's limit plus expired ones the app has not deleted yet). */
const LIST_LIMIT = 200;

export interface DownloadPlan {
  /** download_limit of the viewer's active plan; 0 without a plan or without downloads. */
  limit: number;
  /** max_video_height of that plan. */
  maxHeight: number;
}

/** The viewer's active plan's download terms; no subscription (or an unknown plan) means none. */
export async function downloadPlanOf(db: Database, user: AuthContext['user']): Promise<DownloadPlan> {
  if (!isUserSubscribed(user) || user.subscriptionPlanId === null) return { limit: 0, maxHeight: 0 };
  const [plan] = await db
    .select({ limit: plans.downloadLimit, maxHeight: plans.maxVideoHeight })
    .from(plans)
    .where(eq(plans.id, user.subscriptionPlanId))
    .limit(1);
  return plan ?? { limit: 0, maxHeight: 0 };
}

function toDto(row: Row, isEntitled: boolean, now: number): DownloadLicence {
  return {
    id: row.id,
    video_id: row.videoId,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    first_played_at: row.firstPlayedAt?.toISOString() ?? null,
    status: downloadStatus({ expiresAt: row.expiresAt.getTime(), isEntitled }, now),
  };
}

async function publishedVideo(db: Database, videoId: number) {
  const [video] = await db
    .select({ id: videos.id, videoType: videos.videoType })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.status, 'ready')))
    .limit(1);
  return video ? { id: video.id, video_type: toVideoType(video.videoType) } : null;
}

/** Whether the viewer may still keep a copy of each title: a plan with downloads and a title they may play. */
async function entitledVideoIds(db: Database, auth: AuthContext, plan: DownloadPlan, videoIds: number[]): Promise<Set<number>> {
  const entitled = new Set<number>();
  if (plan.limit <= 0 || videoIds.length === 0) return entitled;
  const rows = await db
    .select({ id: videos.id, videoType: videos.videoType })
    .from(videos)
    .where(and(inArray(videos.id, videoIds), eq(videos.status, 'ready')));
  for (const row of rows) {
    const video = { id: row.id, video_type: toVideoType(row.videoType) };
    if (canViewerPlay(video, await loadViewerForVideo(db, auth, video))) entitled.add(row.id);
  }
  return entitled;
}

/** Licences that count against the plan's limit: not deleted and not expired. */
const isLive = (userId: number, now: Date) => and(eq(downloads.userId, userId), isNull(downloads.deletedAt), gt(downloads.expiresAt, now));

export async function listDownloads(db: Database, auth: AuthContext, now = Date.now()) {
  const plan = await downloadPlanOf(db, auth.user);
  const rows = await db
    .select()
    .from(downloads)
    .where(and(eq(downloads.userId, auth.user.id), isNull(downloads.deletedAt)))
    .orderBy(desc(downloads.createdAt), desc(downloads.id))
    .limit(LIST_LIMIT);
  const entitled = await entitledVideoIds(db, auth, plan, [...new Set(rows.map((row) => row.videoId))]);
  const licences = rows.map((row) => toDto(row, entitled.has(row.videoId), now));
  return { downloads: licences, limit: plan.limit, used: licences.filter((licence) => licence.status !== 'expired').length };
}

/**
 * A licence for one title at one height. A title already kept (live licence) keeps its licence and
 * expiry (asking again never extends it; the height follows the new choice). The viewer's row is
 * locked while the licences are counted, so concurrent requests cannot pass the limit together.
 */
export async function createDownload(
  db: Database,
  auth: AuthContext,
  input: { videoId: number; height: number },
  now = Date.now(),
): Promise<{ licence: DownloadLicence; isNew: boolean }> {
  const plan = await downloadPlanOf(db, auth.user);
  if (plan.limit <= 0) throw forbidden(DOWNLOAD_MESSAGES.notInPlan);
  const video = await publishedVideo(db, input.videoId);
  if (!video) throw notFound(DOWNLOAD_MESSAGES.invalidVideo);
  if (!canViewerPlay(video, await loadViewerForVideo(db, auth, video))) throw forbidden(DOWNLOAD_MESSAGES.notEntitled);
  if (input.height > plan.maxHeight) throw badRequest(DOWNLOAD_MESSAGES.invalidHeight);
  const userId = auth.user.id;
  const at = new Date(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
    // An expired licence of this title is finished with: it makes way for the new one.
    await tx
      .update(downloads)
      .set({ deletedAt: at })
      .where(and(eq(downloads.userId, userId), eq(downloads.videoId, video.id), isNull(downloads.deletedAt), lte(downloads.expiresAt, at)));
    const [kept] = await tx
      .update(downloads)
      .set({ height: input.height })
      .where(and(eq(downloads.userId, userId), eq(downloads.videoId, video.id), isNull(downloads.deletedAt)))
      .returning();
    if (kept) return { licence: toDto(kept, true, now), isNew: false };
    const [live] = await tx.select({ n: count() }).from(downloads).where(isLive(userId, at));
    const allowance = downloadAllowance(plan.limit, live?.n ?? 0);
    if (allowance === 'limit_reached') throw forbidden(downloadLimitMessage(plan.limit));
    const [row] = await tx
      .insert(downloads)
      .values({ userId, videoId: video.id, height: input.height, createdAt: at, expiresAt: new Date(downloadExpiry(now)) })
      .returning();
    if (!row) throw new Error('download insert returned nothing');
    return { licence: toDto(row, true, now), isNew: true };
  });
}

async function ownLicence(db: Database, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(downloads)
    .where(and(eq(downloads.id, id), eq(downloads.userId, userId), isNull(downloads.deletedAt)))
    .limit(1);
  // Another viewer's licence reads as missing: its existence is not this viewer's business.
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  return row;
}

/** The first play starts the 48-hour clock; later calls change nothing (one conditional update). */
export async function markDownloadPlayed(db: Database, auth: AuthContext, id: number, reportedAt: number | null, now = Date.now()) {
  const row = await ownLicence(db, auth.user.id, id);
  const playedAt = firstPlayMoment(row.createdAt.getTime(), now, reportedAt);
  const expires = downloadExpiry(row.createdAt.getTime(), playedAt);
  const [updated] = await db
    .update(downloads)
    .set({ firstPlayedAt: new Date(playedAt), expiresAt: sql`least(${downloads.expiresAt}, ${new Date(expires).toISOString()}::timestamptz)` })
    .where(and(eq(downloads.id, row.id), isNull(downloads.firstPlayedAt)))
    .returning();
  const current = updated ?? (await ownLicence(db, auth.user.id, id));
  const plan = await downloadPlanOf(db, auth.user);
  const entitled = await entitledVideoIds(db, auth, plan, [current.videoId]);
  return toDto(current, entitled.has(current.videoId), now);
}

/** Deleting frees a place under the limit; deleting again is harmless. */
export async function deleteDownload(db: Database, auth: AuthContext, id: number, now = Date.now()) {
  const [row] = await db
    .select({ id: downloads.id, deletedAt: downloads.deletedAt })
    .from(downloads)
    .where(and(eq(downloads.id, id), eq(downloads.userId, auth.user.id)))
    .limit(1);
  if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
  if (!row.deletedAt) await db.update(downloads).set({ deletedAt: new Date(now) }).where(and(eq(downloads.id, id), isNull(downloads.deletedAt)));
}
