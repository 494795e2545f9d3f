// GET /api/drm/access/ (issue 12): would the key endpoint grant this viewer the keys? The advanced
// player asks before it runs any pre-roll, so a visitor or a viewer without a subscription hears
// 'Subscribe to watch this content' at once instead of after the ads. Always 200: visitors too.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, DrmAccessResponse, ErrorResponse, PLAYBACK_MESSAGES } from '@ott/contract';
import { canReceiveContentKeys } from './drm-entitlement.ts';

export function drmAccessRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.drmAccess,
    {
      schema: {
        response: { 200: DrmAccessResponse, 429: ErrorResponse },
        tags: ['streaming'],
        summary: 'Whether this viewer would be granted the content keys of protected streams',
      },
    },
    async (req, reply) => {
      // Per viewer and changes the moment a subscription starts or ends.
      reply.header('Cache-Control', 'private, no-store');
      return canReceiveContentKeys(req.auth)
        ? { entitled: true }
        : { entitled: false, message: PLAYBACK_MESSAGES.notEntitled };
    },
  );
}
