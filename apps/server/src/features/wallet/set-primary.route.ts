import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddBankAccountResponse,
  API_ROUTES,
  IdParam,
  MESSAGES,
  SetPrimaryBody,
} from '@ott/contract';
import { notFound } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { setPrimaryBankAccount, toBankAccountDto } from './bank-accounts.ts';
import { MAX_DB_ID } from './ids.ts';

/** POST /users/bank-accounts/{id}/set-primary/ (SPEC 7): only the user's own account; else 404. */
export function setPrimaryRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.setPrimaryBankAccount,
    {
      preValidation: requireSession,
      schema: {
        params: IdParam,
        body: SetPrimaryBody.nullish(),
        response: { 200: AddBankAccountResponse, ...errorResponses },
        tags: ['wallet'],
        summary: 'Make one of the signed-in user’s bank accounts the primary one',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body?.phone);
      if (req.params.id > MAX_DB_ID) throw notFound(MESSAGES.bankAccountNotFound);
      const row = await setPrimaryBankAccount(app.deps, user.id, req.params.id);
      return {
        status: 'success' as const,
        message: MESSAGES.primaryAccountSet,
        bank_account: toBankAccountDto(row),
      };
    },
  );
}
