// Streaming feature (SPEC 2.22 'Advanced player'): the demo streams list, the AES-128 key grant,
// the looping live HLS channel and the encrypted demo packaging (docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { drmKeyRoute } from './drm-key.route.ts';
import { streamsRoute } from './streams.route.ts';

export async function streamingFeature(app: FastifyInstance) {
  streamsRoute(app);
  drmKeyRoute(app);
}
