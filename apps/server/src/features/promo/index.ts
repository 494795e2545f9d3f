// A title's promo clip (issue 15.4 point 4): the console's upload and removal, the 'title-promo'
// job that packages it into a small public HLS ladder, and its share of the ingest sweep.
import type { FastifyInstance } from 'fastify';
import { promoRoutes } from './promo.route.ts';

export async function promoFeature(app: FastifyInstance) {
  promoRoutes(app);
}

export { runTitlePromo } from './promo-job.ts';
export { sweepPromos } from './promo-sweep.ts';
