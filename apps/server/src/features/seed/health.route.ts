// GET /api/health: liveness plus whether the demo media is playable yet (E2E tests wait on it).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, HealthResponse } from '@ott/contract';
import { DEMO_READY_MARKERS, isDemoMediaReady } from './protect-demo-media.ts';

/** On an object store the answer is read there (every instance agrees), at most every few seconds. */
const STORE_CHECK_MS = 3000;

export async function healthRoute(app: FastifyInstance) {
  const { config, storage } = app.deps;
  let stored = { ready: false, checkedAt: 0 };
  const mediaReady = async () => {
    if (storage.kind === 'local') return isDemoMediaReady(config.mediaDir);
    if (stored.ready || Date.now() - stored.checkedAt < STORE_CHECK_MS) return stored.ready;
    const markers = await Promise.all(DEMO_READY_MARKERS.map((key) => storage.get(key).catch(() => null)));
    stored = { ready: markers.every(Boolean), checkedAt: Date.now() };
    return stored.ready;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    API.health,
    { schema: { response: { 200: HealthResponse }, tags: ['health'] }, config: { rateLimit: false } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, media_ready: await mediaReady() };
    },
  );
}
