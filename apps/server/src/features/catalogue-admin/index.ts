// The console's categories and hero carousel (issue 15.4): list, add, edit, hide and reorder, all
// behind the editor role, each write with its audit row in one transaction, and the catalogue
// cache dropped after every change so viewers see it on their next page load.
import type { FastifyInstance } from 'fastify';
import { categoriesRoutes } from './categories.route.ts';
import { heroSlidesRoutes } from './hero-slides.route.ts';

export async function catalogueAdminFeature(app: FastifyInstance) {
  categoriesRoutes(app);
  heroSlidesRoutes(app);
}
