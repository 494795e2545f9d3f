// GET /api/frontend/states/ ({status, data, message}, with districts_count) and GET /api/states/
// (plain id/name array), SPEC 7 'Content'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, FrontendStatesResponse, StatesResponse } from '@ott/contract';
import { sendCachedJson } from '../../lib/http/ready-body.ts';
import { REGIONS_CACHE, REGIONS_TTL_SECONDS } from './cache-keys.ts';
import { listStateNames, listStatesWithCounts } from './repository.ts';

export async function listStatesRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const key = (name: string) => ({ namespace: REGIONS_CACHE, key: name, ttlSeconds: REGIONS_TTL_SECONDS });

  typed.get(
    API.frontendStates,
    { schema: { response: { 200: FrontendStatesResponse }, tags: ['regions'] } },
    (req, reply) =>
      sendCachedJson(req, reply, cache, key('states:frontend'), async () => ({
        status: 'success',
        data: await listStatesWithCounts(db, config.mediaBaseUrl),
        message: 'States retrieved successfully',
      })),
  );
  typed.get(
    API.states,
    { schema: { response: { 200: StatesResponse }, tags: ['regions'] } },
    (req, reply) => sendCachedJson(req, reply, cache, key('states:plain'), () => listStateNames(db)),
  );
}
