import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  API,
  MESSAGES,
  paiseToRupees,
  WithdrawalErrorResponse,
  WithdrawalRequestBody,
  WithdrawalResponse,
  viewerWithdrawalStatus,
} from '@ott/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { tooManyRequestsBody } from '../../lib/http/retry-after.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { RequestValidationError } from '../../lib/http/validation.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { balancePaise } from './ledger.ts';
import { findWithdrawal, sendPayout } from './payout-service.ts';
import type { WithdrawalRow } from './settle-withdrawal.ts';
import { requestWithdrawal } from './withdrawal-service.ts';

type Withdrawal = z.infer<typeof WithdrawalResponse>['withdrawal'];

function toWithdrawalDto(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    amount: paiseToRupees(w.amountPaise),
    // Awaiting approval shows as PENDING, rejected as FAILED (issue 17.3; SPEC 3 knows three states).
    status: viewerWithdrawalStatus(w.status),
    bank_account: w.bankAccountId,
    created_at: w.createdAt.toISOString(),
  };
}

/** Refusals carry both `error` and `message` (SPEC 7 'error message in response', SPEC 8 'Wallet'). */
function withdrawalErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const send = (code: number, message: string) =>
    reply.code(code).send({ status: 'error', error: message, message });
  if (error.statusCode === 429) {
    const body = tooManyRequestsBody(reply, error);
    return reply.code(429).send({ ...body, error: body.message });
  }
  if (error instanceof AppError) return send(error.statusCode, error.message);
  // Refused before validation (a NUL character, lib/http/odd-input.ts): already in plain words.
  if (error instanceof RequestValidationError) return send(400, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]?.message;
    const usable = first && !first.startsWith('Invalid input') && !first.includes('expected');
    return send(400, usable ? first : MESSAGES.invalidRequest);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(status, MESSAGES.invalidRequest);
  req.log.error({ err: error }, 'withdrawal request failed');
  return send(500, MESSAGES.withdrawalFailed);
}

/**
 * POST /users/request-withdrawal/ (SPEC 7): bank_account, amount (rupees), phone, optional
 * request_id. Checked and debited in one transaction under the wallet lock; the payout is then
 * asked for. A provider failure leaves the withdrawal PENDING for the payout-reconcile job; a
 * definite refusal fails and refunds it at once and answers 'Failed to process withdrawal'.
 */
export function requestWithdrawalRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.requestWithdrawal,
    {
      preValidation: requireSession,
      errorHandler: withdrawalErrorHandler,
      schema: {
        body: WithdrawalRequestBody,
        response: {
          200: WithdrawalResponse,
          ...errorResponses,
          400: WithdrawalErrorResponse,
          404: WithdrawalErrorResponse,
        },
        tags: ['wallet'],
        summary: 'Withdraw wallet money to one of your bank accounts',
      },
    },
    async (req, reply) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const { deps } = app;
      const outcome = await requestWithdrawal(deps, {
        userId: user.id,
        bankAccountId: req.body.bank_account,
        amountPaise: req.body.amount,
        requestId: req.body.request_id,
      });
      let withdrawal = outcome.withdrawal;
      if (outcome.created) {
        try {
          await sendPayout(deps, withdrawal);
        } catch (err) {
          // The money is safely debited and the withdrawal PENDING; payout-reconcile sends it.
          req.log.warn(
            { err, withdrawalId: withdrawal.id },
            'payout not sent; left for payout-reconcile',
          );
        }
        withdrawal = (await findWithdrawal(deps, withdrawal.id)) ?? withdrawal;
        // The provider refused outright: the money is already back in the wallet (a REFUND row).
        if (withdrawal.status === 'FAILED') {
          return reply
            .code(400)
            .send({
              status: 'error' as const,
              error: MESSAGES.withdrawalFailed,
              message: MESSAGES.withdrawalFailed,
            });
        }
      }
      return {
        status: 'success' as const,
        message: MESSAGES.withdrawalRequested,
        withdrawal: toWithdrawalDto(withdrawal),
        balance: paiseToRupees(Math.max(0, await balancePaise(deps.db, user.id))),
      };
    },
  );
}
