// POST /api/playback/sessions/ (issue 18.1): a paid or rental title starts playing on this device.
// 200 with the session the player heartbeats; 409 with the streams playing when the plan's limit is
// reached; `replace` ends one of them first ("Stop playback there and watch here"), in the same step.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  API,
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_MESSAGES,
  PLAYBACK_SESSION_MESSAGES,
  StartPlaybackBody,
  StartPlaybackResponse,
  StreamLimitResponse,
  streamLimitMessage,
  userAgentName,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { devices, videos } from '../../lib/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireUser, type AuthContext } from '../../lib/http/session-context.ts';
import { canViewerPlay, loadViewerForVideo, toVideoType } from '../catalogue/index.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { startPlaybackSession } from './playback-session-store.ts';

/** The title, if this viewer may play it and it is one the limit covers (paid or rental). */
async function limitedTitle(db: Database, auth: AuthContext, videoId: number) {
  const [row] = await db
    .select({ id: videos.id, videoType: videos.videoType, status: videos.status })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  if (!row || row.status !== 'ready') throw notFound(PLAYBACK_MESSAGES.videoNotFound);
  const video = { id: row.id, video_type: toVideoType(row.videoType) };
  if (video.video_type === 'free') throw badRequest(PLAYBACK_SESSION_MESSAGES.freeTitle);
  if (!canViewerPlay(video, await loadViewerForVideo(db, auth, video))) throw forbidden(PLAYBACK_MESSAGES.notEntitled);
  return video;
}

/** As the sessions list names a device (issue 16.7): its registered name, else its user agent's. */
async function deviceLabel(db: Database, req: FastifyRequest, userId: number, deviceId: string): Promise<string | null> {
  const [device] = await db
    .select({ name: devices.deviceName })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)))
    .limit(1);
  return device?.name ?? userAgentName(req.headers['user-agent']);
}

export function startPlaybackRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    API.playbackSessions,
    {
      preValidation: requireSession,
      schema: {
        body: StartPlaybackBody,
        response: { 200: StartPlaybackResponse, ...errorResponses, 409: StreamLimitResponse },
        tags: ['playback'],
        summary: 'Start watching a paid or rental title on this device, within your plan’s streams at once',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const auth = requireUser(req);
      const { video_id: videoId, device_id: deviceId, replace } = req.body;
      await limitedTitle(db, auth, videoId);
      const outcome = await startPlaybackSession(db, {
        userId: auth.user.id,
        sessionId: auth.session.id,
        videoId,
        deviceId,
        deviceLabel: await deviceLabel(db, req, auth.user.id, deviceId),
        replace,
      });
      if (outcome.kind === 'replace_not_found') throw notFound(PLAYBACK_SESSION_MESSAGES.notFound);
      if (outcome.kind === 'limit') {
        return reply.code(409).send({ status: 'error' as const, message: streamLimitMessage(outcome.limit), limit: outcome.limit, streams: outcome.streams });
      }
      return { status: 'success' as const, session: { id: outcome.id, heartbeat_seconds: PLAYBACK_HEARTBEAT_SECONDS } };
    },
  );
}
