// POST /api/admin/live-streams/{id}/ (issue 6): the operator's live-stream switch, admins only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLiveStreamResponse, AdminLiveStreamUpdate, API_ROUTES, IdParam } from '@ott/contract';
import { errorResponses, requireSession } from '../auth/index.ts';
import { requireAdminHook } from './admin-role.ts';
import { updateLiveStream } from './live-stream-service.ts';

export function liveStreamSwitchRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.adminLiveStream,
    {
      // Non-admins get 403 before the id or body is looked at.
      preValidation: [requireSession, requireAdminHook],
      schema: {
        params: IdParam,
        body: AdminLiveStreamUpdate,
        response: { 200: AdminLiveStreamResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Switch a live stream on or off, or mark it important (admin role only)',
      },
    },
    (req) => updateLiveStream({ db, cache, mediaBaseUrl: config.mediaBaseUrl }, req.params.id, req.body),
  );
}
