// Rentals (SPEC 7 'Plans, payments, rentals'): orders and verification go through the payments
// feature's gateway and fulfilment; entitlement queries are exported for the catalogue.
import type { FastifyInstance } from 'fastify';
import { checkRentalRoute } from './check-rental.route.ts';
import { createRentalRoute } from './create-rental.route.ts';
import { verifyRentalRoute } from './verify-rental.route.ts';

export async function rentalsFeature(app: FastifyInstance) {
  createRentalRoute(app);
  verifyRentalRoute(app);
  checkRentalRoute(app);
}

export {
  activeRentalEnd,
  hasActiveRental,
  listActiveRentalEnds,
  listActiveRentalVideoIds,
  rentalDto,
  latestRental,
} from './rental-service.ts';
