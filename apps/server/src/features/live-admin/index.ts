// The console's live streams editor (issue 15.4): list every stream, add one with an external
// address or as our own channel looping one of our titles, edit every field, upload a picture and
// reorder, all behind the editor role, each write with its audit row in one transaction, and the
// viewers' cached live lists dropped after it. Also the older switch (issue 6), through the same edit.
import type { FastifyInstance } from 'fastify';
import { liveStreamSwitchRoute } from './live-switch.route.ts';
import { liveStreamsRoutes } from './live-streams.route.ts';

export async function liveAdminFeature(app: FastifyInstance) {
  liveStreamsRoutes(app);
  liveStreamSwitchRoute(app);
}
