// GET /api/drm/keys/{keyId}/: the AES-128 content key of a protected stream (the playlist's
// EXT-X-KEY URI), as the 16 raw bytes HLS players expect, to entitled viewers only: a session
// (cookie or bearer) with an active subscription, or for an ingested title whoever may play it
// (title-key-access.ts). Never cached anywhere.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, ErrorResponse, PLAYBACK_MESSAGES } from '@ott/contract';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { canReceiveContentKeys } from './drm-entitlement.ts';
import { contentKeyForId, findContentKey, isKeyId } from './drm-keys.ts';
import { titleKeyAccess } from './title-key-access.ts';

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
      const { keyId } = req.params;
      if (!isKeyId(keyId)) throw notFound(PLAYBACK_MESSAGES.keyNotFound);
      let contentKey = findContentKey(config.drmKeySecret, keyId);
      if (contentKey) {
        if (!canReceiveContentKeys(auth)) throw forbidden(PLAYBACK_MESSAGES.notEntitled);
      } else {
        // An ingested title's key (features/ingest): known by its videos row.
        const access = await titleKeyAccess({ db: app.deps.db, adminPhones: config.adminPhones }, auth, keyId);
        if (access === 'unknown') throw notFound(PLAYBACK_MESSAGES.keyNotFound);
        if (access === 'refused') throw forbidden(PLAYBACK_MESSAGES.notEntitled);
        contentKey = contentKeyForId(config.drmKeySecret, keyId);
      }
      // Binary body: no response schema (the zod serializer is for JSON), hence the plain reply type.
      return (reply as FastifyReply).type('application/octet-stream').send(contentKey.key);
    },
  );
}
