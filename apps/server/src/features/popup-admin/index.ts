// The console's welcome popup (issue 15.4): read, save (audited, popup cache dropped) and the
// picture and sound uploads, behind the editor role.
import type { FastifyInstance } from 'fastify';
import { popupAdminRoutes } from './popup.route.ts';

export async function popupAdminFeature(app: FastifyInstance) {
  popupAdminRoutes(app);
}
