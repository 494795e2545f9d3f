import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddBankAccountBody,
  AddBankAccountResponse,
  API,
  BankAccountsResponse,
  MESSAGES,
  PhoneQuery,
} from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { addBankAccount, listBankAccounts, toBankAccountDto } from './bank-accounts.ts';

/** GET /users/bank-accounts/?phone= (SPEC 7): a bare list, primary first, then newest; numbers masked. */
export function listBankAccountsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.bankAccounts,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: BankAccountsResponse, ...errorResponses },
        tags: ['wallet'],
        summary: 'The signed-in user’s bank accounts (masked), primary first',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      return (await listBankAccounts(app.deps.db, user.id)).map(toBankAccountDto);
    },
  );
}

/**
 * POST /users/bank-accounts/ (SPEC 7, SPEC 5 'Bank account'): the four fields, format-checked;
 * a duplicate or a sixth account is refused; the first one becomes primary.
 */
export function addBankAccountRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.bankAccounts,
    {
      preValidation: requireSession,
      schema: {
        body: AddBankAccountBody,
        response: { 200: AddBankAccountResponse, ...errorResponses },
        tags: ['wallet'],
        summary: 'Add a bank account for withdrawals',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.body.phone);
      const row = await addBankAccount(app.deps, user.id, {
        accountHolderName: req.body.account_holder_name,
        accountNumber: req.body.account_number,
        ifscCode: req.body.ifsc_code,
        bankName: req.body.bank_name,
      });
      return {
        status: 'success' as const,
        message: MESSAGES.bankAccountAdded,
        bank_account: toBankAccountDto(row),
      };
    },
  );
}
