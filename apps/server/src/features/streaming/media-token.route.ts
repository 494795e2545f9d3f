// GET /api/media-token/?dir=protected/demo/x (issue 14.2): a fresh token for one paid media
// directory, so a player can go on fetching segments after the 10-minute token of its URL ends.
// The token is the one every entitled viewer gets this minute (lib/media-url.ts: no user in it),
// never later than this viewer's session or entitlement end. Which titles (or premium channels)
// stream from the directory decides the entitlement: any one the viewer may play is enough.
// Issue 18.1: a paid or rental title counts only with `playback=` naming the viewer's live playback
// session of that title, so a stream stopped by a takeover (or the plan's limit) stops at its next
// renewal. The token itself still names no user: the check is here, at the renewal, not at the edge.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { or, sql } from 'drizzle-orm';
import { API, ErrorResponse, MediaTokenQuery, MediaTokenResponse, PLAYBACK_MESSAGES, PLAYBACK_SESSION_MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { requireUser, type AuthContext } from '../../lib/http/session-context.ts';
import { mediaToken, mediaTokenDir, mediaTokenExpiry } from '../../lib/media-url.ts';
import { isUserSubscribed, loadViewerForVideo, mediaAccessLimits, toVideoType } from '../catalogue/index.ts';
import { livePlaybackVideoId } from '../playback-sessions/index.ts';

/** A stored stream location as a media path: relative, or under the media base (or the legacy /media/). */
function storedMediaPath(mediaBaseUrl: string, stored: string): string {
  for (const prefix of [`${mediaBaseUrl}/`, '/media/']) {
    if (prefix !== '/' && stored.startsWith(prefix)) return stored.slice(prefix.length);
  }
  return stored;
}

/**
 * The latest-ending limits among the contents in `dir` this viewer may play now, or why none:
 * 'not_entitled', or 'no_playback' when the viewer may play a paid or rental title there but names
 * no live playback session of it (`playbackVideoId`, issue 18.1).
 */
export async function mediaAccessLimitsForDir(
  deps: Pick<Deps, 'db' | 'config'>,
  auth: AuthContext,
  dir: string,
  playbackVideoId: number | null = null,
): Promise<number[] | 'not_entitled' | 'no_playback'> {
  const { db, config } = deps;
  const inDir = (stored: string | null) => stored !== null && mediaTokenDir(storedMediaPath(config.mediaBaseUrl, stored)) === dir;
  const prefix = `${dir}/`;
  const [titles, channels] = await Promise.all([
    db
      .select({ id: videos.id, videoType: videos.videoType, hlsPath: videos.hlsPath, dashPath: videos.dashPath })
      .from(videos)
      .where(or(sql`starts_with(${videos.hlsPath}, ${prefix})`, sql`starts_with(${videos.dashPath}, ${prefix})`)),
    db
      .select({ liveUrl: liveStreams.liveUrl, isPremium: liveStreams.isPremium })
      .from(liveStreams)
      .where(sql`strpos(${liveStreams.liveUrl}, ${prefix}) > 0`),
  ]);
  const candidates: number[][] = [];
  let isPlaybackMissing = false;
  for (const title of titles.filter((row) => inDir(row.hlsPath) || inDir(row.dashPath))) {
    const video = { id: title.id, video_type: toVideoType(title.videoType) };
    const limits = mediaAccessLimits(video, await loadViewerForVideo(db, auth, video));
    // Free titles are not limited; a paid or rental one needs its live playback session.
    if (limits && video.video_type !== 'free' && video.id !== playbackVideoId) isPlaybackMissing = true;
    else if (limits) candidates.push(limits);
  }
  for (const channel of channels.filter((row) => inDir(row.liveUrl))) {
    if (!channel.isPremium) candidates.push([auth.session.expiresAt.getTime()]);
    else if (isUserSubscribed(auth.user) && auth.user.subscriptionEnd)
      candidates.push([auth.session.expiresAt.getTime(), auth.user.subscriptionEnd.getTime()]);
  }
  // Every candidate is bounded by the same session: the one whose smallest limit is latest wins.
  return candidates.sort((a, b) => Math.min(...b) - Math.min(...a))[0] ?? (isPlaybackMissing ? 'no_playback' : 'not_entitled');
}

export function mediaTokenRoute(app: FastifyInstance) {
  const { config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.mediaToken,
    {
      schema: {
        querystring: MediaTokenQuery,
        response: { 200: MediaTokenResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
        tags: ['streaming'],
        summary: "A fresh token for a paid media directory, for a viewer entitled to what streams from it",
      },
    },
    async (req, reply) => {
      // Per viewer, and changes the moment an entitlement or session ends.
      reply.header('Cache-Control', 'private, no-store');
      const auth = requireUser(req);
      const { dir, playback } = req.query;
      const playbackVideoId = playback ? await livePlaybackVideoId(app.deps.db, auth.user.id, playback) : null;
      const limits = await mediaAccessLimitsForDir(app.deps, auth, dir, playbackVideoId);
      if (limits === 'no_playback') throw forbidden(PLAYBACK_SESSION_MESSAGES.renewalRefused);
      const now = Date.now();
      const expires = limits === 'not_entitled' ? null : mediaTokenExpiry(now, limits);
      if (expires === null) throw forbidden(PLAYBACK_MESSAGES.notEntitled);
      return {
        dir,
        token: mediaToken(config.mediaEdgeSecret, dir, expires),
        expires_at: new Date(expires * 1000).toISOString(),
        expires_in: Math.max(0, expires - Math.floor(now / 1000)),
      };
    },
  );
}
