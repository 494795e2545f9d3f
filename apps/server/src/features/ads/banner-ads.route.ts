// GET /api/ads/banner/ (SPEC 7 'Ads'): live banner ads with an image; the page rotates them (SPEC 9).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, BannerAdsResponse, ErrorResponse } from '@ott/contract';
import { sendJson } from '../../lib/http/etag.ts';
import { adsVisibility, isAdFree } from './ad-free.ts';
import { liveAds } from './ad-repository.ts';

export function bannerAdsRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.bannerAds,
    {
      schema: {
        response: { 200: BannerAdsResponse, 429: ErrorResponse },
        tags: ['ads'],
        summary: 'Banner ads to rotate (empty for subscribers)',
      },
    },
    async (req, reply) => {
      const body = isAdFree(req)
        ? []
        : (await liveAds(db, cache, config.mediaBaseUrl)).filter(
            (ad) => ad.ad_type === 'banner' && ad.banner_image,
          );
      return sendJson(req, reply, body, adsVisibility(req));
    },
  );
}
