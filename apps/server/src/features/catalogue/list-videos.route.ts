// GET /api/videos/ and /api/videos (SPEC 7 'Content' calls both): home rows, trending (days=30),
// search (same text as title, description and category_name). Always a plain array.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ErrorResponse, VideoListQuery, VideoListResponse } from '@ott/contract';
import { sendJson } from '../../lib/http/etag.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { ANONYMOUS_ANSWER, sendReadyBody } from '../../lib/http/ready-body.ts';
import { withAnonymousBody } from './anonymous-body.ts';
import { ANONYMOUS_VIEWER, isPersonalised, loadViewerForList, presentVideo } from './service.ts';
import type { VideoBase } from './video-base.ts';
import { listVideoBases, type VideoListFilters } from './video-repository.ts';

/** Stable cache key: the same filters in any order hit the same entry. */
const cacheKey = (filters: VideoListFilters) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

export async function listVideosRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const url of [API.videos, API.videos.replace(/\/$/, '')]) {
    typed.get(
      url,
      {
        schema: {
          querystring: VideoListQuery,
          response: { 200: VideoListResponse, 400: ErrorResponse },
          tags: ['content'],
        },
      },
      async (req, reply) => {
        const filters = req.query;
        // A random order is the point of `random`: never served from the cache.
        let bases: VideoBase[];
        if (filters.random) bases = await listVideoBases(db, filters, config.mediaBaseUrl);
        else {
          const cached = await cache.wrapDerived(
            CATALOGUE_CACHE.videos,
            `list:${cacheKey(filters)}`,
            CATALOGUE_TTL_SECONDS.list,
            () => listVideoBases(db, filters, config.mediaBaseUrl),
            withAnonymousBody((list: VideoBase[]) => list.map((base) => presentVideo(base, ANONYMOUS_VIEWER, config))),
          );
          if (!req.auth && cached.anonymous) {
            return sendReadyBody(req, reply, cached.anonymous, ANONYMOUS_ANSWER);
          }
          bases = cached.value;
        }
        const viewer = await loadViewerForList(db, req.auth);
        const body = bases.map((base) => presentVideo(base, viewer, config));
        const visibility = isPersonalised(viewer) ? 'private' : 'public';
        return sendJson(req, reply, body, { visibility, varyOnViewer: true });
      },
    );
  }
}
