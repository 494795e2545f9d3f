// GET /api/admin/withdrawals/?state=&cursor=&limit= (the queue, newest first, keyset pages, counts
// per state) and GET /api/admin/withdrawals/{id}/ (one withdrawal and the viewer's balance now).
// Finance role (issue 17.3).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  API_ROUTES,
  IdParam,
  paiseToRupees,
  WITHDRAWALS_ADMIN_MESSAGES as M,
  WithdrawalDetailResponse,
  withdrawalFilterState,
  WithdrawalQueueQuery,
  WithdrawalQueueResponse,
} from '@ott/contract';
import { badRequest, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { balancePaise } from '../wallet/index.ts';
import { findAdminWithdrawal, listAdminWithdrawals, withdrawalCounts, withdrawalExists } from './withdrawal-view.ts';

export function withdrawalQueueRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    API.adminWithdrawals,
    {
      preValidation: requireRole('finance'),
      schema: {
        querystring: WithdrawalQueueQuery,
        response: { 200: WithdrawalQueueResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Withdrawals by state, newest first, in keyset pages (finance role)',
      },
    },
    async (req) => {
      const { state, cursor, limit } = req.query;
      if (cursor !== undefined && !(await withdrawalExists(db, cursor))) throw badRequest(M.cursorInvalid);
      const [rows, counts] = await Promise.all([
        listAdminWithdrawals(db, { state: withdrawalFilterState(state), cursor, limit: limit + 1 }),
        withdrawalCounts(db),
      ]);
      const data = rows.slice(0, limit);
      const last = data[data.length - 1];
      return { status: 'success' as const, data, counts, next_cursor: rows.length > limit && last ? String(last.id) : null };
    },
  );

  api.get(
    API_ROUTES.adminWithdrawal,
    {
      preValidation: requireRole('finance'),
      schema: {
        params: IdParam,
        response: { 200: WithdrawalDetailResponse, ...errorResponses },
        tags: ['admin'],
        summary: "One withdrawal and the viewer's wallet balance (finance role)",
      },
    },
    async (req) => {
      const withdrawal = await findAdminWithdrawal(db, req.params.id);
      if (!withdrawal) throw notFound(M.withdrawalNotFound);
      return { status: 'success' as const, withdrawal, balance: paiseToRupees(await balancePaise(db, withdrawal.viewer.id)) };
    },
  );
}
