// GET /api/live-streams/by_category/?category_id= (SPEC 7 'Content'): active streams by sort order.
// Every open page polls this (header 10 s, section 5 s), hence the cache and the ETag. The cached
// list is the one everyone may see (premium channels without a stream URL); a subscriber's answer
// adds those URLs, signed for them, per request (live-stream-access.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ErrorResponse, LiveStreamsQuery, LiveStreamsResponse } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { sendJson, sendJsonBody, toJsonBody } from '../../lib/http/etag.ts';
import { listActiveLiveStreamRows, presentPublicLiveStream } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { premiumSourcesOf, unlockPremiumStreams, type LiveStreamList } from './live-stream-access.ts';
import { isUserSubscribed } from './service.ts';

const LIVE_POLL_LIMIT_PER_MINUTE = 3000;

export async function listLiveStreamsRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const loadList = async (categoryId: number): Promise<LiveStreamList> => {
    const rows = isDbId(categoryId) ? await listActiveLiveStreamRows(db, categoryId) : [];
    return {
      body: toJsonBody(rows.map((row) => presentPublicLiveStream(row, config.mediaBaseUrl))),
      premiumSources: premiumSourcesOf(rows),
    };
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    API.liveStreamsByCategory,
    {
      schema: {
        querystring: LiveStreamsQuery,
        response: { 200: LiveStreamsResponse, 400: ErrorResponse },
        tags: ['content'],
      },
      // One open home page polls every category (SPEC 9: 10 s header walk + 5 s sections), and
      // households share an IP behind carrier NAT: a cached answer deserves a higher ceiling.
      config: { rateLimit: { max: LIVE_POLL_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const categoryId = req.query.category_id;
      const list = await cache.wrap(CATALOGUE_CACHE.live, `list:category:${categoryId}`, CATALOGUE_TTL_SECONDS.live, () =>
        loadList(categoryId),
      );
      const user = req.auth?.user;
      if (user && list.premiumSources.length > 0 && isUserSubscribed(user)) {
        const streams = unlockPremiumStreams(list, {
          mediaBaseUrl: config.mediaBaseUrl,
          secret: config.mediaSigningSecret,
          userId: user.id,
        });
        return sendJson(req, reply, streams, { visibility: 'private', varyOnViewer: true });
      }
      return sendJsonBody(req, reply, list.body, { visibility: 'public', varyOnViewer: true });
    },
  );
}
