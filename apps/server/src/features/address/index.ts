// Address feature (SPEC 2.7): address suggestions for registration through an AddressSuggester;
// the server's own is the built-in one over our region and pincode data.
import type { FastifyInstance } from 'fastify';
import { createRegionAddressSuggester } from './region-suggester.ts';
import { suggestionsRoute } from './suggestions.route.ts';

export type { AddressSuggester } from './suggester.ts';

export async function addressFeature(app: FastifyInstance) {
  await app.register(suggestionsRoute(createRegionAddressSuggester(app.deps.db)));
}
