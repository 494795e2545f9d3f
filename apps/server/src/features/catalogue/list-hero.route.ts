// GET /api/videos/hero/ (SPEC 7 'Content'): the hero carousel slides, promo clips are public.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, HeroResponse } from '@ott/contract';
import { SHARED_ANSWER, sendCachedJson } from '../../lib/http/ready-body.ts';
import { listHeroSlides } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';

export async function listHeroRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.heroVideos,
    { schema: { response: { 200: HeroResponse }, tags: ['content'] } },
    (req, reply) =>
      sendCachedJson(
        req,
        reply,
        cache,
        { namespace: CATALOGUE_CACHE.videos, key: 'hero', ttlSeconds: CATALOGUE_TTL_SECONDS.hero },
        async () => ({ status: 'success', data: await listHeroSlides(db, config.mediaBaseUrl) }),
        SHARED_ANSWER,
      ),
  );
}
