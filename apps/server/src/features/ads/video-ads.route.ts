// GET /api/video/{videoId}/ads/ (SPEC 7 'Ads'): live ads keyed by type, in play order.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  ErrorResponse,
  MESSAGES,
  VIDEO_AD_TYPES,
  VideoAdsParams,
  VideoAdsResponse,
  type Advertisement,
} from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { notFound } from '../../lib/errors.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { adsVisibility, isAdFree } from './ad-free.ts';
import { liveAds, videoExists } from './ad-repository.ts';

export function groupVideoAds(ads: Advertisement[]): VideoAdsResponse {
  const grouped: VideoAdsResponse = { pre_roll: [], mid_roll: [], post_roll: [] };
  for (const ad of ads) {
    if ((VIDEO_AD_TYPES as readonly string[]).includes(ad.ad_type) && ad.video_file) {
      grouped[ad.ad_type as keyof VideoAdsResponse].push(ad);
    }
  }
  return grouped;
}

export function videoAdsRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.videoAds,
    {
      schema: {
        params: VideoAdsParams,
        response: {
          200: VideoAdsResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
        tags: ['ads'],
        summary: 'Ads to play with a video, keyed by ad type (all empty for subscribers)',
      },
    },
    async (req, reply) => {
      const { videoId } = req.params;
      if (!isDbId(videoId) || !(await videoExists(db, videoId)))
        throw notFound(MESSAGES.videoNotFound);
      const body = isAdFree(req)
        ? groupVideoAds([])
        : groupVideoAds(await liveAds(db, cache, config.mediaBaseUrl));
      return sendJson(req, reply, body, adsVisibility(req));
    },
  );
}
