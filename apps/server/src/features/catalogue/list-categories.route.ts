// GET /api/frontend/categories/ ({status, data}) and GET /api/categories/active/ (plain array):
// the same active categories by sort order (SPEC 7 'Content').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ActiveCategoriesResponse, FrontendCategoriesResponse } from '@ott/contract';
import { SHARED_ANSWER, sendCachedJson } from '../../lib/http/ready-body.ts';
import { listActiveCategories } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';

export async function listCategoriesRoutes(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const key = (name: string) => ({
    namespace: CATALOGUE_CACHE.categories,
    key: name,
    ttlSeconds: CATALOGUE_TTL_SECONDS.categories,
  });

  typed.get(
    API.frontendCategories,
    { schema: { response: { 200: FrontendCategoriesResponse }, tags: ['content'] } },
    (req, reply) =>
      sendCachedJson(
        req,
        reply,
        cache,
        key('frontend'),
        async () => ({
          status: 'success',
          data: await listActiveCategories(db, config.mediaBaseUrl),
        }),
        SHARED_ANSWER,
      ),
  );
  typed.get(
    API.activeCategories,
    { schema: { response: { 200: ActiveCategoriesResponse }, tags: ['content'] } },
    (req, reply) =>
      sendCachedJson(
        req,
        reply,
        cache,
        key('active'),
        () => listActiveCategories(db, config.mediaBaseUrl),
        SHARED_ANSWER,
      ),
  );
}
