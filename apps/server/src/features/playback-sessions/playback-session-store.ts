// Playback sessions in the database (issue 18.1): every instance reads and writes the same rows,
// so the limit holds across API instances. Starts, takeovers and revivals of one account take
// turns under a transaction advisory lock keyed by the user, so concurrent starts never exceed the
// plan: each one counts the streams the previous one left. Every query names the user: another
// account's session id is answered like a missing one and never touched.
import crypto from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  PLAYBACK_SESSION_EXPIRY_SECONDS,
  isPlaybackSessionLive,
  isSubscriptionActive,
  streamLimit,
  type ActiveStream,
  type PlaybackEndReason,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { playbackSessions, plans, sessions, users, videos } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';

/**
 * Two-key advisory locks (this key, the user id) live in a key space of their own: they never meet
 * the one-key locks of lib/db/client.ts (ADVISORY_LOCKS).
 */
const PLAYBACK_LOCK = 7_314_018;
/** Ended rows older than this are deleted by the account's next start (the table stays small). */
const KEEP_ENDED_DAYS = 30;

const lockAccount = (tx: Queryable, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${PLAYBACK_LOCK}, ${userId})`);

const staleBefore = (now: Date) => new Date(now.getTime() - PLAYBACK_SESSION_EXPIRY_SECONDS * 1000);

/** The account's limit now, read inside the lock (a plan bought a second ago counts). */
async function limitOf(tx: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ end: users.subscriptionEnd, planMaxStreams: plans.maxStreams })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.subscriptionPlanId))
    .where(eq(users.id, userId))
    .limit(1);
  const isSubscribed = isSubscriptionActive({ is_subscribed: row?.end != null, subscription_end_date: row?.end ?? null }, now);
  return streamLimit({ isSubscribed, planMaxStreams: row?.planMaxStreams });
}

const endRows = (tx: Queryable, ids: string[], reason: PlaybackEndReason, now: Date) =>
  ids.length === 0
    ? Promise.resolve()
    : tx.update(playbackSessions).set({ endedAt: now, endReason: reason }).where(and(inArray(playbackSessions.id, ids), isNull(playbackSessions.endedAt)));

/**
 * The account's streams that count, after ending those that no longer do (heartbeat too old, or
 * their sign-in session gone): ended in this transaction, so no late heartbeat can revive one
 * beside the stream this start opens.
 */
async function liveStreams(tx: Queryable, userId: number, now: Date): Promise<ActiveStream[]> {
  const open = await tx
    .select({
      row: playbackSessions,
      title: videos.title,
      signedIn: sql<boolean>`${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
    })
    .from(playbackSessions)
    .innerJoin(videos, eq(videos.id, playbackSessions.videoId))
    .innerJoin(sessions, eq(sessions.id, playbackSessions.sessionId))
    .where(and(eq(playbackSessions.userId, userId), isNull(playbackSessions.endedAt)))
    .orderBy(asc(playbackSessions.startedAt));
  const counts = (o: (typeof open)[number]) => o.signedIn && isPlaybackSessionLive(o.row, now);
  await endRows(tx, open.filter((o) => !counts(o)).map((o) => o.row.id), 'expired', now);
  return open.filter(counts).map(({ row, title }) => ({
    id: row.id,
    device_label: row.deviceLabel,
    video_id: row.videoId,
    title,
    started_at: row.startedAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  }));
}

export interface StartInput {
  userId: number;
  sessionId: number;
  videoId: number;
  deviceId: string;
  deviceLabel: string | null;
  /** A stream of this account to end first ("Stop playback there and watch here"). */
  replace?: string;
}

export type StartOutcome =
  | { kind: 'started'; id: string }
  | { kind: 'limit'; limit: number; streams: ActiveStream[] }
  | { kind: 'replace_not_found' };

/** Thrown inside the transaction so that nothing it did (a takeover, a same-device end) stays. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<StartOutcome, { kind: 'started' }>) {
    super(outcome.kind);
  }
}

export async function startPlaybackSession(db: Database, input: StartInput, now = new Date()): Promise<StartOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockAccount(tx, input.userId);
      const mine = eq(playbackSessions.userId, input.userId);
      if (input.replace) {
        const [target] = await tx.select({ id: playbackSessions.id }).from(playbackSessions).where(and(eq(playbackSessions.id, input.replace), mine));
        if (!target) throw new Refused({ kind: 'replace_not_found' });
        await endRows(tx, [target.id], 'taken_over', now);
      }
      // A reload, or a second tab of the same browser: this device's earlier stream gives way.
      await tx
        .update(playbackSessions)
        .set({ endedAt: now, endReason: 'same_device' })
        .where(and(mine, eq(playbackSessions.deviceId, input.deviceId), isNull(playbackSessions.endedAt)));
      const [streams, limit] = await Promise.all([liveStreams(tx, input.userId, now), limitOf(tx, input.userId, now)]);
      if (streams.length >= limit) throw new Refused({ kind: 'limit', limit, streams });
      const id = crypto.randomUUID();
      await tx.insert(playbackSessions).values({
        id,
        userId: input.userId,
        videoId: input.videoId,
        sessionId: input.sessionId,
        deviceId: input.deviceId,
        deviceLabel: input.deviceLabel,
        startedAt: now,
        lastSeenAt: now,
      });
      await tx
        .delete(playbackSessions)
        .where(and(mine, isNotNull(playbackSessions.endedAt), lt(playbackSessions.startedAt, new Date(now.getTime() - KEEP_ENDED_DAYS * 86_400_000))));
      return { kind: 'started' as const, id };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

export type HeartbeatOutcome = { kind: 'alive' } | { kind: 'ended'; reason: PlaybackEndReason } | { kind: 'not_found' };

const asReason = (value: string | null): PlaybackEndReason =>
  value === 'taken_over' || value === 'same_device' || value === 'expired' ? value : 'stopped';

/**
 * The player is still open. A session whose heartbeats stopped for a while (a suspended tab) comes
 * back if the plan still has room for it; if another device took the room, it ends as expired.
 */
export async function heartbeatPlaybackSession(db: Database, userId: number, id: string, now = new Date()): Promise<HeartbeatOutcome> {
  const mine = and(eq(playbackSessions.id, id), eq(playbackSessions.userId, userId));
  // The common case in one statement, no lock: open and recent.
  const touched = await db
    .update(playbackSessions)
    .set({ lastSeenAt: now })
    .where(and(mine, isNull(playbackSessions.endedAt), gt(playbackSessions.lastSeenAt, staleBefore(now))))
    .returning({ id: playbackSessions.id });
  if (touched.length > 0) return { kind: 'alive' };
  return db.transaction(async (tx): Promise<HeartbeatOutcome> => {
    await lockAccount(tx, userId);
    const [row] = await tx.select().from(playbackSessions).where(mine).limit(1);
    if (!row) return { kind: 'not_found' };
    if (row.endedAt) return { kind: 'ended', reason: asReason(row.endReason) };
    const [others, limit] = await Promise.all([liveStreams(tx, userId, now), limitOf(tx, userId, now)]);
    // liveStreams ended this one too if it was stale: bring it back only when there is room.
    if (others.filter((s) => s.id !== id).length >= limit) {
      await endRows(tx, [id], 'expired', now);
      return { kind: 'ended', reason: 'expired' };
    }
    await tx.update(playbackSessions).set({ lastSeenAt: now, endedAt: null, endReason: null }).where(mine);
    return { kind: 'alive' };
  });
}

/** The player closed. Idempotent for the account's own sessions; 'not_found' for any other id. */
export async function stopPlaybackSession(db: Database, userId: number, id: string, now = new Date()): Promise<'stopped' | 'not_found'> {
  const mine = and(eq(playbackSessions.id, id), eq(playbackSessions.userId, userId));
  const ended = await db
    .update(playbackSessions)
    .set({ endedAt: now, endReason: 'stopped' })
    .where(and(mine, isNull(playbackSessions.endedAt)))
    .returning({ id: playbackSessions.id });
  if (ended.length > 0) return 'stopped';
  const [row] = await db.select({ id: playbackSessions.id }).from(playbackSessions).where(mine).limit(1);
  return row ? 'stopped' : 'not_found';
}

/** The title of the account's counting session `id` (the media-token renewal's check), else null. */
export async function livePlaybackVideoId(db: Database, userId: number, id: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ videoId: playbackSessions.videoId, lastSeenAt: playbackSessions.lastSeenAt, endedAt: playbackSessions.endedAt })
    .from(playbackSessions)
    .where(and(eq(playbackSessions.id, id), eq(playbackSessions.userId, userId)))
    .limit(1);
  return row && isPlaybackSessionLive(row, now) ? row.videoId : null;
}
