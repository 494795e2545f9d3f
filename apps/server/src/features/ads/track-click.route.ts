// POST /api/advertisements/{id}/track_click/ (SPEC 7 'Ads'): same rules as impressions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, TrackAdResponse, TrackClickBody } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { trackAdEvent } from './tracking-service.ts';

export function trackClickRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.trackClick,
    {
      schema: {
        params: IdParam,
        body: TrackClickBody,
        response: { 200: TrackAdResponse, ...errorResponses },
        tags: ['ads'],
        summary: 'Record a click on an ad (once per view; user_id in the body is ignored)',
      },
    },
    async (req) => {
      const { counted } = await trackAdEvent(app.deps, {
        adId: req.params.id,
        kind: 'click',
        userId: req.auth?.user.id ?? null,
        videoId: req.body.video_id ?? null,
        impressionType: null,
        viewId: req.body.view_id,
        ip: req.ip,
      });
      return { status: 'success' as const, counted };
    },
  );
}
