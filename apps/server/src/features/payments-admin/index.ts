// The payments console (issue 17.2, finance role): orders and payments with filters and keyset
// pages, one order's page, a streamed CSV export, the reconciliation view with settle on demand,
// and retries of failed refunds. The refund itself is payments/refund.route.ts.
import type { FastifyInstance } from 'fastify';
import { paymentActionRoutes } from './actions.route.ts';
import { exportPaymentsRoute } from './export.route.ts';
import { listPaymentsRoute } from './list.route.ts';
import { paymentReadRoutes } from './read.route.ts';

export async function paymentsAdminFeature(app: FastifyInstance) {
  listPaymentsRoute(app);
  exportPaymentsRoute(app);
  paymentReadRoutes(app);
  paymentActionRoutes(app);
}
