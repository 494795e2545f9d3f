// GET /api/frontend/{districts,constituencies,mandals,villages}/?{parent}_id= (SPEC 7 'Content'):
// {status:'success', data}; villages carry their pincode. An unknown parent simply has no children
// (empty list). GET /api/mandals/?constituency= is the plain id/name list of one constituency.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API,
  ConstituenciesQuery,
  DistrictsQuery,
  ErrorResponse,
  MandalsByConstituencyQuery,
  MandalsQuery,
  NamedList,
  RegionListResponse,
  VillageListResponse,
  VillagesQuery,
} from '@ott/contract';
import { sendCachedJson } from '../../lib/http/ready-body.ts';
import { REGIONS_CACHE, REGIONS_TTL_SECONDS } from './cache-keys.ts';
import { cachedChildren } from './children.ts';
import type { ChildLevel } from './repository.ts';

type ParentQuery = z.ZodObject<Record<string, z.ZodType<number>>>;

const CHILD_ROUTES: { level: ChildLevel; url: string; query: ParentQuery; param: string; response: z.ZodType }[] = [
  { level: 'districts', url: API.frontendDistricts, query: DistrictsQuery, param: 'state_id', response: RegionListResponse },
  { level: 'constituencies', url: API.frontendConstituencies, query: ConstituenciesQuery, param: 'district_id', response: RegionListResponse },
  { level: 'mandals', url: API.frontendMandals, query: MandalsQuery, param: 'constituency_id', response: RegionListResponse },
  { level: 'villages', url: API.frontendVillages, query: VillagesQuery, param: 'mandal_id', response: VillageListResponse },
];

export async function listChildrenRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const regions = { db, cache, mediaBaseUrl: config.mediaBaseUrl };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const key = (name: string) => ({ namespace: REGIONS_CACHE, key: name, ttlSeconds: REGIONS_TTL_SECONDS });
  for (const { level, url, query, param, response } of CHILD_ROUTES) {
    typed.get(
      url,
      { schema: { querystring: query, response: { 200: response, 400: ErrorResponse }, tags: ['regions'] } },
      (req, reply) => {
        const parentId = (req.query as Record<string, number>)[param] ?? 0;
        return sendCachedJson(req, reply, cache, key(`${level}:${parentId}`), async () => ({
          status: 'success',
          data: await cachedChildren(regions, level, parentId),
        }));
      },
    );
  }

  typed.get(
    API.mandalsByConstituency,
    {
      schema: {
        querystring: MandalsByConstituencyQuery,
        response: { 200: NamedList, 400: ErrorResponse },
        tags: ['regions'],
      },
    },
    (req, reply) => {
      const parentId = req.query.constituency;
      return sendCachedJson(req, reply, cache, key(`mandal-names:${parentId}`), async () =>
        (await cachedChildren(regions, 'mandals', parentId)).map(({ id, name }) => ({ id, name })),
      );
    },
  );
}
