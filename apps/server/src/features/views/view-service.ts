// Real views behind videos.views_count (SPEC 3 'Video'; docs/decisions.md 'Counting views'). The
// client posts once a playback has really been watched (10 s played, or 30 % of a short clip),
// with one view_id per playback. The unique (video_id, view_key) index makes a repeat of the same
// playback a no-op even under concurrency, and the counter moves in the same transaction only when
// the row was inserted, so views_count always equals the number of counted rows.
import { and, eq, sql } from 'drizzle-orm';
import { PLAYBACK_MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { videos, videoViews } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-counter.ts';
import { hmacSha256 } from '../../lib/http/tokens.ts';
import { isDbId } from '../../lib/db/int-id.ts';

/**
 * View posts per client address (and per signed-in user) per minute. A viewer makes at most one
 * per playback; the allowance covers a household behind one address zapping through clips.
 */
export const VIEW_POST_LIMIT = { limit: 60, windowSeconds: 60 } as const;

export interface RecordViewInput {
  videoId: number;
  viewId: string;
  /** Session user; null for visitors (who may count views too). */
  userId: number | null;
  ip: string | undefined;
}

async function enforceLimit(deps: Deps, key: string) {
  await enforceRateLimit(deps.rateCounter, key, VIEW_POST_LIMIT);
}

export async function recordView(
  deps: Deps,
  input: RecordViewInput,
): Promise<{ counted: boolean; viewsCount: number }> {
  const ipHash = input.ip
    ? hmacSha256(deps.config.sessionSecret, `view-ip:${input.ip}`).slice(0, 32)
    : null;
  if (ipHash) await enforceLimit(deps, `views:ip:${ipHash}`);
  if (input.userId !== null) await enforceLimit(deps, `views:user:${input.userId}`);
  if (!isDbId(input.videoId)) throw notFound(PLAYBACK_MESSAGES.videoNotFound);

  return deps.db.transaction(async (tx) => {
    const [video] = await tx
      .select({ id: videos.id, viewsCount: videos.viewsCount })
      .from(videos)
      .where(and(eq(videos.id, input.videoId), eq(videos.status, 'ready')))
      .limit(1);
    if (!video) throw notFound(PLAYBACK_MESSAGES.videoNotFound);
    const inserted = await tx
      .insert(videoViews)
      .values({ videoId: video.id, viewKey: `v:${input.viewId}`, userId: input.userId, ipHash })
      .onConflictDoNothing({ target: [videoViews.videoId, videoViews.viewKey] })
      .returning({ id: videoViews.id });
    if (inserted.length === 0) return { counted: false, viewsCount: video.viewsCount };
    const [updated] = await tx
      .update(videos)
      .set({ viewsCount: sql`${videos.viewsCount} + 1` })
      .where(eq(videos.id, video.id))
      .returning({ viewsCount: videos.viewsCount });
    return { counted: true, viewsCount: updated?.viewsCount ?? video.viewsCount + 1 };
  });
}
