// The console's catalogue (issue 15.4-5): titles with every field of SPEC 3's Video, artwork,
// subtitles and publishing, all behind the editor role and recorded in the audit log.
import type { FastifyInstance } from 'fastify';
import { markersRoutes } from './markers.route.ts';
import { mediaRoutes } from './media.route.ts';
import { publishRoutes } from './publish.route.ts';
import { titlesRoutes } from './titles.route.ts';

export async function titleAdminFeature(app: FastifyInstance) {
  titlesRoutes(app);
  publishRoutes(app);
  mediaRoutes(app);
  markersRoutes(app);
}

export { publishDueTitles } from './publish.ts';
export { loadAdminTitle } from './title-read.ts';
