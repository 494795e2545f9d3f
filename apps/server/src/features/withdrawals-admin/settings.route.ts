// GET and PUT /api/admin/withdrawals/settings/ (issue 17.3, finance role): the approval threshold
// in rupees (stored in paise); a change is audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, paiseToRupees, WITHDRAWALS_ADMIN_MESSAGES as M, WithdrawalSettingsBody, WithdrawalSettingsResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { readApprovalThreshold, type ApprovalThreshold } from '../wallet/index.ts';
import { saveApprovalThreshold } from './approval-threshold-save.ts';

const toResponse = (threshold: ApprovalThreshold, message?: string) => ({
  status: 'success' as const,
  ...(message ? { message } : {}),
  approval_threshold: paiseToRupees(threshold.paise),
  approval_threshold_paise: threshold.paise,
  is_default: threshold.isDefault,
});

export function withdrawalSettingsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: WithdrawalSettingsResponse, ...errorResponses };
  api.get(
    API.adminWithdrawalSettings,
    { preValidation: requireRole('finance'), schema: { response, tags: ['admin'], summary: 'The withdrawal approval threshold (finance role)' } },
    async () => toResponse(await readApprovalThreshold(deps.db, deps.config)),
  );
  api.put(
    API.adminWithdrawalSettings,
    {
      preValidation: requireRole('finance'),
      schema: { body: WithdrawalSettingsBody, response, tags: ['admin'], summary: 'Change the withdrawal approval threshold (finance role)' },
    },
    async (req) => {
      const { threshold } = await saveApprovalThreshold(deps, auditActorOf(req), req.body.approval_threshold);
      return toResponse(threshold, M.thresholdSaved);
    },
  );
}
