// POST /api/advertisements/{id}/track_impression/ (SPEC 7 'Ads'). Visitors may post (ads run for
// them); the app's CSRF rule for unsafe requests applies as to every other POST.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, TrackAdResponse, TrackImpressionBody } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { trackAdEvent } from './tracking-service.ts';

export function trackImpressionRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.trackImpression,
    {
      schema: {
        params: IdParam,
        body: TrackImpressionBody,
        response: { 200: TrackAdResponse, ...errorResponses },
        tags: ['ads'],
        summary: 'Record that an ad was shown (once per view; user_id in the body is ignored)',
      },
    },
    async (req) => {
      const { counted } = await trackAdEvent(app.deps, {
        adId: req.params.id,
        kind: 'impression',
        userId: req.auth?.user.id ?? null,
        videoId: req.body.video_id ?? null,
        impressionType: req.body.impression_type,
        viewId: req.body.view_id,
        ip: req.ip,
      });
      return { status: 'success' as const, counted };
    },
  );
}
