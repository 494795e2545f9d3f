// GET /api/drm/keys/{keyId}/: the AES-128 content key of a protected stream (the playlist's
// EXT-X-KEY URI), as the 16 raw bytes HLS players expect, to entitled viewers only: a session
// (cookie or bearer) with an active subscription. Never cached anywhere.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, ErrorResponse, PLAYBACK_MESSAGES } from '@ott/contract';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { canReceiveContentKeys } from './drm-entitlement.ts';
import { findContentKey } from './drm-keys.ts';

const KeyParams = z.object({ keyId: z.string().max(64) });

export function drmKeyRoute(app: FastifyInstance) {
  const { config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.drmKey,
    {
      schema: {
        params: KeyParams,
        response: { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        tags: ['streaming'],
        summary: 'AES-128 content key (16 raw bytes) for a protected stream; subscribers only',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const auth = requireUser(req);
      const contentKey = findContentKey(config.drmKeySecret, req.params.keyId);
      if (!contentKey) throw notFound(PLAYBACK_MESSAGES.keyNotFound);
      if (!canReceiveContentKeys(auth)) throw forbidden(PLAYBACK_MESSAGES.notEntitled);
      // Binary body: no response schema (the zod serializer is for JSON), hence the plain reply type.
      return (reply as FastifyReply).type('application/octet-stream').send(contentKey.key);
    },
  );
}
