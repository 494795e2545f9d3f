// Offline downloads (issue 18.3; not in SPEC 7): licences for titles a Premium viewer keeps offline.
import type { FastifyInstance } from 'fastify';
import { downloadRoutes } from './download.route.ts';
import { downloadsRoutes } from './downloads.route.ts';

export async function downloadsFeature(app: FastifyInstance) {
  downloadsRoutes(app);
  downloadRoutes(app);
}
