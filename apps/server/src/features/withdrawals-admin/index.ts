// Withdrawals in the console (issue 17.3), finance role: the queue by state, approve and reject of
// withdrawals above the approval threshold, retry of failed payouts, the threshold, and each
// viewer's ledger with a running balance. Money moves only through the wallet's ledger, each step
// in one transaction with its audit row (docs/decisions.md 'Withdrawals queue').
import type { FastifyInstance } from 'fastify';
import { withdrawalActionRoutes } from './actions.route.ts';
import { viewerLedgerRoute } from './ledger.route.ts';
import { withdrawalQueueRoutes } from './queue.route.ts';
import { withdrawalSettingsRoutes } from './settings.route.ts';

export async function withdrawalsAdminFeature(app: FastifyInstance) {
  withdrawalSettingsRoutes(app);
  withdrawalQueueRoutes(app);
  withdrawalActionRoutes(app);
  viewerLedgerRoute(app);
}
