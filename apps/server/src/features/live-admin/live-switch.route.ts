// POST /api/admin/live-streams/{id}/ (issue 6): the operator's older live-stream switch (on or off,
// important or not), editor role. A thin call into the console's edit (live-store.ts editLiveStream:
// one update path, one audit rule, the own channel's checks) that answers as it always has: the
// stream as viewers' lists show it (SPEC 3 'Live stream').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLiveStreamResponse, AdminLiveStreamUpdate, API_ROUTES, IdParam } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { CATALOGUE_CACHE, presentLiveStream } from '../catalogue/index.ts';
import { editLiveStream } from './live-store.ts';

export function liveStreamSwitchRoute(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
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
    async (req) => {
      const ctx = { mediaBaseUrl: config.mediaBaseUrl, requestHost: req.hostname };
      const row = await editLiveStream(db, auditActorOf(req), ctx, req.params.id, req.body);
      await deps.cache.invalidate(CATALOGUE_CACHE.live);
      return presentLiveStream(row, config.mediaBaseUrl);
    },
  );
}
