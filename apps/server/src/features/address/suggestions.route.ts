// GET /api/address/suggestions/?query=&village_id=&mandal_id=&constituency_id=&district_id=&state_id=
// (the built-in AddressSuggester; not in SPEC 7): {status:'success', data}. Public like the
// region lists it is made of, cached with them, and limited per IP: an autocomplete box sends at
// most a few requests a second while someone types (300 ms pause, SPEC 9).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, AddressSuggestQuery, AddressSuggestResponse, ErrorResponse } from '@ott/contract';
import { sendCachedJson } from '../../lib/http/ready-body.ts';
import { REGIONS_CACHE } from '../regions/index.ts';
import type { AddressSuggester } from './suggester.ts';

export const ADDRESS_SUGGESTIONS_PER_MINUTE = 120;
const TTL_SECONDS = 600;

export function suggestionsRoute(suggester: AddressSuggester) {
  return async (app: FastifyInstance) => {
    const { cache } = app.deps;
    app.withTypeProvider<ZodTypeProvider>().get(
      API.addressSuggestions,
      {
        schema: {
          querystring: AddressSuggestQuery,
          response: { 200: AddressSuggestResponse, 400: ErrorResponse, 429: ErrorResponse },
          tags: ['address'],
        },
        config: { rateLimit: { max: ADDRESS_SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      (req, reply) => {
        const q = req.query;
        const key = JSON.stringify([q.query, q.village_id, q.mandal_id, q.constituency_id, q.district_id, q.state_id]);
        return sendCachedJson(req, reply, cache, { namespace: REGIONS_CACHE, key: `address:${key}`, ttlSeconds: TTL_SECONDS }, async () => ({
          status: 'success',
          data: await suggester.suggest(q),
        }));
      },
    );
  };
}
