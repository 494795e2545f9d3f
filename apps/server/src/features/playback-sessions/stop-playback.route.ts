// POST /api/playback/sessions/{id}/stop/ (issue 18.1): the player closed (sent with keepalive, so
// it also leaves with a closing tab). Frees the slot at once; repeating it changes nothing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, PLAYBACK_SESSION_MESSAGES, PlaybackSessionParam, StopPlaybackResponse } from '@ott/contract';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { stopPlaybackSession } from './playback-session-store.ts';

export function stopPlaybackRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.playbackSessionStop,
    {
      preValidation: requireSession,
      schema: {
        params: PlaybackSessionParam,
        response: { 200: StopPlaybackResponse, ...errorResponses },
        tags: ['playback'],
        summary: 'Stop a playback session of yours (the player closed)',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const outcome = await stopPlaybackSession(app.deps.db, requireUser(req).user.id, req.params.id);
      if (outcome === 'not_found') throw notFound(PLAYBACK_SESSION_MESSAGES.notFound);
      return { status: 'success' as const };
    },
  );
}
