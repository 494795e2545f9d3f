// POST /api/admin/live-streams/{id}/ (issue 6): the operator's live-stream switch, editor role.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLiveStreamResponse, AdminLiveStreamUpdate, API_ROUTES, IdParam } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf } from './record-audit.ts';
import { requireRole } from './require-role.ts';
import { updateLiveStream } from './live-stream-service.ts';

export function liveStreamSwitchRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.adminLiveStream,
    {
      // Everyone without the role gets 403 before the id or body is looked at.
      preValidation: requireRole('editor'),
      schema: {
        params: IdParam,
        body: AdminLiveStreamUpdate,
        response: { 200: AdminLiveStreamResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Switch a live stream on or off, or mark it important (editor role)',
      },
    },
    (req) =>
      updateLiveStream(
        { db, cache, mediaBaseUrl: config.mediaBaseUrl },
        auditActorOf(req),
        req.params.id,
        req.body,
      ),
  );
}
