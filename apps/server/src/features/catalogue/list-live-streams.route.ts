// GET /api/live-streams/by_category/?category_id= (SPEC 7 'Content'): active streams by sort order.
// Every open page polls this (header 10 s, section 5 s), hence the cache and the ETag.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ErrorResponse, LiveStreamsQuery, LiveStreamsResponse } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { sendCachedJson } from '../../lib/http/etag.ts';
import { listActiveLiveStreams } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';

const LIVE_POLL_LIMIT_PER_MINUTE = 3000;

export async function listLiveStreamsRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
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
    (req, reply) => {
      const categoryId = req.query.category_id;
      return sendCachedJson(
        req,
        reply,
        cache,
        { namespace: CATALOGUE_CACHE.live, key: `category:${categoryId}`, ttlSeconds: CATALOGUE_TTL_SECONDS.live },
        async () => (isDbId(categoryId) ? listActiveLiveStreams(db, categoryId, config.mediaBaseUrl) : []),
      );
    },
  );
}
