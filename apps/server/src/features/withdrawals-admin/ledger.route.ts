// GET /api/admin/wallets/{id}/ledger/?cursor=&limit= (issue 17.3, finance role): a viewer's wallet
// ledger, newest first, each row with the balance right after it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, ViewerLedgerQuery, ViewerLedgerResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { viewerLedger } from './viewer-ledger.ts';

export function viewerLedgerRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.adminWalletLedger,
    {
      preValidation: requireRole('finance'),
      schema: {
        params: IdParam,
        querystring: ViewerLedgerQuery,
        response: { 200: ViewerLedgerResponse, ...errorResponses },
        tags: ['admin'],
        summary: "A viewer's wallet ledger with a running balance, newest first (finance role)",
      },
    },
    async (req) => ({ status: 'success' as const, ...(await viewerLedger(db, req.params.id, req.query)) }),
  );
}
