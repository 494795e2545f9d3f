// GET /api/health: liveness plus whether the demo media is playable yet (E2E tests wait on it).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, HealthResponse } from '@ott/contract';
import { isDemoMediaReady } from './protect-demo-media.ts';

export async function healthRoute(app: FastifyInstance) {
  const { mediaDir } = app.deps.config;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.health,
    { schema: { response: { 200: HealthResponse }, tags: ['health'] }, config: { rateLimit: false } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, media_ready: isDemoMediaReady(mediaDir) };
    },
  );
}
