// The console's live streams editor (issue 15.4): list every stream, add one with an external
// address, edit every field, upload a picture and reorder, all behind the editor role, each write
// with its audit row in one transaction, and the viewers' cached live lists dropped after it.
import type { FastifyInstance } from 'fastify';
import { liveStreamsRoutes } from './live-streams.route.ts';

export async function liveAdminFeature(app: FastifyInstance) {
  liveStreamsRoutes(app);
}
