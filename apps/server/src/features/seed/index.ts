// Demo seed feature (ARCHITECTURE 4): the idempotent demo catalogue, the 'demo-media' job that
// makes its streams, and GET /api/health reporting when they are ready.
import type { FastifyInstance } from 'fastify';
import { healthRoute } from './health.route.ts';

export { createDemoMediaHandler } from './demo-media-job.ts';
export { DEMO_CLIPS } from './demo-clips.ts';
export { DEMO_READY_MARKERS, isDemoMediaReady } from './protect-demo-media.ts';
export { seedDemo, SEED_VERSION, SEED_VERSION_KEY, type SeedOutcome } from './seed-demo.ts';

export async function seedFeature(app: FastifyInstance) {
  await app.register(healthRoute);
}
