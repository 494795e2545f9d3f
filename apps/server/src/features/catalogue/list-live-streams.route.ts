// GET /api/live-streams/by_category/?category_id= (SPEC 7 'Content'): active streams by sort order.
// GET /api/live-streams/ (issue 13.4, not in SPEC 7): every category's active streams in one
// answer, by category then sort order (each stream names its `category`), so a page that watches
// every category polls once instead of once per category.
// Every open page polls these (header 10 s, section 5 s), hence the cache and the ETag. The cached
// list is the one everyone may see (premium channels without a stream URL), kept as ready bytes;
// a subscriber's answer adds those URLs, signed per request (live-stream-access.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ErrorResponse, LiveStreamsQuery, LiveStreamsResponse } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { mediaTokenExpiry } from '../../lib/media-url.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { ANONYMOUS_ANSWER, sendReadyBody, toReadyBody, type ReadyBody } from '../../lib/http/ready-body.ts';
import { listActiveLiveStreamRows, listAllActiveLiveStreamRows, presentPublicLiveStream } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { premiumSourcesOf, unlockPremiumStreams, type LiveStreamList } from './live-stream-access.ts';
import { isUserSubscribed } from './service.ts';

const LIVE_POLL_LIMIT_PER_MINUTE = 3000;

export async function listLiveStreamsRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const loadList = async (categoryId: number | 'all'): Promise<LiveStreamList> => {
    const rows =
      categoryId === 'all'
        ? await listAllActiveLiveStreamRows(db)
        : isDbId(categoryId)
          ? await listActiveLiveStreamRows(db, categoryId)
          : [];
    return {
      streams: rows.map((row) => presentPublicLiveStream(row, config.mediaBaseUrl)),
      premiumSources: premiumSourcesOf(rows),
    };
  };
  const withBody = async (list: LiveStreamList) => ({ list, body: await toReadyBody(list.streams) });
  const answer = async (req: FastifyRequest, reply: FastifyReply, cached: { list: LiveStreamList; body: ReadyBody }) => {
    const auth = req.auth;
    if (auth && cached.list.premiumSources.length > 0 && isUserSubscribed(auth.user)) {
      const streams = unlockPremiumStreams(cached.list, {
        mediaBaseUrl: config.mediaBaseUrl,
        secret: config.mediaEdgeSecret,
        expires: mediaTokenExpiry(Date.now(), [auth.session.expiresAt, auth.user.subscriptionEnd]),
      });
      return sendJson(req, reply, streams, { visibility: 'private', varyOnViewer: true });
    }
    return sendReadyBody(req, reply, cached.body, ANONYMOUS_ANSWER);
  };
  // One open home page polls every category (SPEC 9: 10 s header walk + 5 s sections), and
  // households share an IP behind carrier NAT: a cached answer deserves a higher ceiling (never
  // below the global one, which load tests raise).
  const rateLimit = {
    max: Math.max(LIVE_POLL_LIMIT_PER_MINUTE, config.requestsPerMinutePerIp),
    timeWindow: '1 minute',
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.liveStreamsByCategory,
    {
      schema: {
        querystring: LiveStreamsQuery,
        response: { 200: LiveStreamsResponse, 400: ErrorResponse },
        tags: ['content'],
      },
      config: { rateLimit },
    },
    async (req, reply) => {
      const categoryId = req.query.category_id;
      const cached = await cache.wrapDerived(
        CATALOGUE_CACHE.live,
        `list:category:${categoryId}`,
        CATALOGUE_TTL_SECONDS.live,
        () => loadList(categoryId),
        withBody,
      );
      return answer(req, reply, cached);
    },
  );
  typed.get(
    API.liveStreams,
    { schema: { response: { 200: LiveStreamsResponse }, tags: ['content'] }, config: { rateLimit } },
    async (req, reply) => {
      const cached = await cache.wrapDerived(
        CATALOGUE_CACHE.live,
        'list:all',
        CATALOGUE_TTL_SECONDS.live,
        () => loadList('all'),
        withBody,
      );
      return answer(req, reply, cached);
    },
  );
}
