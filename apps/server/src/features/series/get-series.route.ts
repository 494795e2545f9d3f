// GET /api/series/ and GET /api/series/{id}/ (issue 18.4; not in SPEC 7): published series, cached
// with the catalogue (an operator's edit drops them). The episodes' streams come from each
// episode's own GET /api/videos/{id}/, where entitlement is decided as for any title.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, API_ROUTES, ErrorResponse, IdParam, SERIES_MESSAGES, SeriesListResponse, SeriesResponse } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { notFound } from '../../lib/errors.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { SHARED_ANSWER, sendCachedJson } from '../../lib/http/ready-body.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from '../catalogue/index.ts';
import { findPublishedSeries, listPublishedSeries } from './series-repository.ts';

export function getSeriesRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API.seriesList,
    { schema: { response: { 200: SeriesListResponse }, tags: ['content'], summary: 'Published series, newest first' } },
    (req, reply) =>
      sendCachedJson(
        req,
        reply,
        cache,
        { namespace: CATALOGUE_CACHE.videos, key: 'series-list', ttlSeconds: CATALOGUE_TTL_SECONDS.list },
        async () => ({ status: 'success', data: await listPublishedSeries(db, config.mediaBaseUrl) }),
        SHARED_ANSWER,
      ),
  );

  api.get(
    API_ROUTES.series,
    {
      schema: {
        params: IdParam,
        response: { 200: SeriesResponse, 400: ErrorResponse, 404: ErrorResponse },
        tags: ['content'],
        summary: 'A published series with its seasons and episodes in order',
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const found = isDbId(id)
        ? await cache.wrap(CATALOGUE_CACHE.videos, `series:${id}`, CATALOGUE_TTL_SECONDS.video, () => findPublishedSeries(db, id, config.mediaBaseUrl))
        : null;
      if (!found) throw notFound(SERIES_MESSAGES.seriesNotFound);
      return sendJson(req, reply, { status: 'success', series: found }, { visibility: 'public' });
    },
  );
}
