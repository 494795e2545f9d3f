// GET /api/frontend/{districts,constituencies,mandals,villages}/?{parent}_id= (SPEC 7 'Content'):
// {status:'success', data}. An unknown parent simply has no children (empty list).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API,
  ConstituenciesQuery,
  DistrictsQuery,
  ErrorResponse,
  MandalsQuery,
  RegionListResponse,
  VillagesQuery,
} from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { sendCachedJson } from '../../lib/http/etag.ts';
import { REGIONS_CACHE, REGIONS_TTL_SECONDS } from './cache-keys.ts';
import { listChildren, type ChildLevel } from './repository.ts';

type ParentQuery = z.ZodObject<Record<string, z.ZodType<number>>>;

const CHILD_ROUTES: { level: ChildLevel; url: string; query: ParentQuery; param: string }[] = [
  { level: 'districts', url: API.frontendDistricts, query: DistrictsQuery, param: 'state_id' },
  { level: 'constituencies', url: API.frontendConstituencies, query: ConstituenciesQuery, param: 'district_id' },
  { level: 'mandals', url: API.frontendMandals, query: MandalsQuery, param: 'constituency_id' },
  { level: 'villages', url: API.frontendVillages, query: VillagesQuery, param: 'mandal_id' },
];

export async function listChildrenRoutes(app: FastifyInstance) {
  const { db, cache } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { level, url, query, param } of CHILD_ROUTES) {
    typed.get(
      url,
      { schema: { querystring: query, response: { 200: RegionListResponse, 400: ErrorResponse }, tags: ['regions'] } },
      (req, reply) => {
        const parentId = (req.query as Record<string, number>)[param] ?? 0;
        return sendCachedJson(
          req,
          reply,
          cache,
          { namespace: REGIONS_CACHE, key: `${level}:${parentId}`, ttlSeconds: REGIONS_TTL_SECONDS },
          async () => ({
            status: 'success',
            data: isDbId(parentId) ? await listChildren(db, level, parentId) : [],
          }),
        );
      },
    );
  }
}
