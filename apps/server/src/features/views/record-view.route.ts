// POST /api/videos/{id}/view/: one real view of a playback (docs/decisions.md 'Counting views').
// Visitors may post; the app's CSRF rule for unsafe requests applies as to every other POST.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, RecordViewBody, RecordViewResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { recordView } from './view-service.ts';

export function recordViewRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.recordView,
    {
      schema: {
        params: IdParam,
        body: RecordViewBody,
        response: { 200: RecordViewResponse, ...errorResponses },
        tags: ['videos'],
        summary: 'Count one real view of a video (once per view_id)',
      },
    },
    async (req) => {
      const { counted, viewsCount } = await recordView(app.deps, {
        videoId: req.params.id,
        viewId: req.body.view_id,
        userId: req.auth?.user.id ?? null,
        ip: req.ip,
      });
      return { status: 'success' as const, counted, views_count: viewsCount };
    },
  );
}
