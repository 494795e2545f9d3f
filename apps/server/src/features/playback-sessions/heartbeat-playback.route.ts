// POST /api/playback/sessions/{id}/heartbeat/ (issue 18.1): the player is still open (playing or
// paused). 410 with the reason once the session is over: the player pauses and says why.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_SESSION_MESSAGES,
  PlaybackEndedResponse,
  PlaybackHeartbeatResponse,
  PlaybackSessionParam,
  playbackEndedMessage,
} from '@ott/contract';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { heartbeatPlaybackSession } from './playback-session-store.ts';

export function heartbeatPlaybackRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.playbackSessionHeartbeat,
    {
      preValidation: requireSession,
      schema: {
        params: PlaybackSessionParam,
        response: { 200: PlaybackHeartbeatResponse, ...errorResponses, 410: PlaybackEndedResponse },
        tags: ['playback'],
        summary: 'Keep your playback session counted (every 30 s while the player is open)',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const outcome = await heartbeatPlaybackSession(app.deps.db, requireUser(req).user.id, req.params.id);
      if (outcome.kind === 'not_found') throw notFound(PLAYBACK_SESSION_MESSAGES.notFound);
      if (outcome.kind === 'ended') {
        return reply.code(410).send({ status: 'error' as const, message: playbackEndedMessage(outcome.reason), reason: outcome.reason });
      }
      return { status: 'success' as const, heartbeat_seconds: PLAYBACK_HEARTBEAT_SECONDS };
    },
  );
}
