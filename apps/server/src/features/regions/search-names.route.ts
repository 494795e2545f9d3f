// GET /mandals/search/?name&constituency_id and /villages/search/?name&mandal_id (SPEC 7
// 'Content'): {status:'success', data}, the parent's children whose name matches (match-names.ts),
// at most 20; villages with their pincode. An empty name lists the first 20. A missing or malformed
// parent id is a 400; an unknown one has no children.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ErrorResponse,
  MandalSearchQuery,
  RegionListResponse,
  VillageListResponse,
  VillageSearchQuery,
} from '@ott/contract';
import { sendJson } from '../../lib/http/etag.ts';
import { cachedChildren } from './children.ts';
import { matchNames } from './match-names.ts';

export async function searchNamesRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const regions = { db, cache, mediaBaseUrl: config.mediaBaseUrl };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.mandalsSearch,
    {
      schema: {
        querystring: MandalSearchQuery,
        response: { 200: RegionListResponse, 400: ErrorResponse },
        tags: ['regions'],
      },
    },
    async (req, reply) => {
      const mandals = await cachedChildren(regions, 'mandals', req.query.constituency_id);
      return sendJson(req, reply, { status: 'success', data: matchNames(mandals, req.query.name) }, { visibility: 'public' });
    },
  );
  typed.get(
    API.villagesSearch,
    {
      schema: {
        querystring: VillageSearchQuery,
        response: { 200: VillageListResponse, 400: ErrorResponse },
        tags: ['regions'],
      },
    },
    async (req, reply) => {
      const villages = await cachedChildren(regions, 'villages', req.query.mandal_id);
      return sendJson(req, reply, { status: 'success', data: matchNames(villages, req.query.name) }, { visibility: 'public' });
    },
  );
}
