// POST /api/admin/withdrawals/{id}/approve/, .../reject/ {reason} and .../retry/ (issue 17.3,
// finance role). Each is audited in its own transaction and idempotent; the answer carries the
// withdrawal as it is now (for a retry, the new withdrawal that sends the payout again).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  IdParam,
  RejectWithdrawalBody,
  WITHDRAWALS_ADMIN_MESSAGES as M,
  WithdrawalActionResponse,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { approveWithdrawal, rejectWithdrawal, type Decision } from './decide-withdrawal.ts';
import { retryPayout } from './retry-payout.ts';
import { findAdminWithdrawal } from './withdrawal-view.ts';

export function withdrawalActionRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance');
  const schema = (summary: string) => ({ params: IdParam, response: { 200: WithdrawalActionResponse, ...errorResponses }, tags: ['admin'], summary });
  const logOf = (req: FastifyRequest) => (err: unknown) => req.log.warn({ err }, 'payout not sent; left for payout-reconcile');
  const answer = async ({ changed, withdrawal }: Decision, message: string) => {
    const now = await findAdminWithdrawal(deps.db, withdrawal.id);
    if (!now) throw new Error(`withdrawal ${withdrawal.id} vanished`);
    return { status: 'success' as const, message, changed, withdrawal: now };
  };

  api.post(API_ROUTES.adminWithdrawalApprove, { preValidation: finance, schema: schema('Approve a withdrawal awaiting approval and send its payout (finance role)') }, async (req) => {
    const result = await approveWithdrawal(deps, auditActorOf(req), req.params.id, logOf(req));
    return answer(result, result.changed ? M.approved : M.alreadyApproved);
  });

  api.post(
    API_ROUTES.adminWithdrawalReject,
    { preValidation: finance, schema: { ...schema('Reject a withdrawal awaiting approval; the amount returns to the wallet (finance role)'), body: RejectWithdrawalBody } },
    async (req) => {
      const result = await rejectWithdrawal(deps, auditActorOf(req), req.params.id, req.body.reason);
      return answer(result, result.changed ? M.rejected : M.alreadyRejected);
    },
  );

  api.post(API_ROUTES.adminWithdrawalRetry, { preValidation: finance, schema: schema('Send a failed payout again as a new, linked withdrawal (finance role)') }, async (req) => {
    const result = await retryPayout(deps, auditActorOf(req), req.params.id, logOf(req));
    return answer(result, result.changed ? M.retried : M.alreadyRetried);
  });
}
