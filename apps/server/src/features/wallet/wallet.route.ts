import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  paiseToRupees,
  PhoneQuery,
  WalletResponse,
  type TransactionStatus,
  type TransactionType,
} from '@ott/contract';
import { walletTransactions } from '../../lib/db/schema.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { balancePaise } from './ledger.ts';

export const RECENT_TRANSACTIONS = 50;

/** GET /users/wallet/?phone= (SPEC 7): balance and the latest 50 ledger rows, newest first, in rupees. */
export function walletRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.wallet,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: WalletResponse, ...errorResponses },
        tags: ['wallet'],
        summary: 'Wallet balance and recent transactions',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const { db } = app.deps;
      const [balance, rows] = await Promise.all([
        balancePaise(db, user.id),
        db
          .select()
          .from(walletTransactions)
          .where(eq(walletTransactions.userId, user.id))
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .limit(RECENT_TRANSACTIONS),
      ]);
      return {
        status: 'success' as const,
        // Withdrawals are checked under the wallet lock; only a reversed bonus (issue 17.2) can put a
        // wallet below zero, a debt later bonuses pay off. The viewer sees 0 until then.
        balance: paiseToRupees(Math.max(0, balance)),
        recent_transactions: rows.map((row) => ({
          id: row.id,
          // A bonus reversal (issue 17.2) is money out: shown as a WITHDRAWAL line, described as what it is.
          transaction_type: (row.type === 'BONUS_REVERSAL' ? 'WITHDRAWAL' : row.type) as TransactionType,
          amount: paiseToRupees(row.amountPaise),
          status: row.status as TransactionStatus,
          created_at: row.createdAt.toISOString(),
          description: row.description,
        })),
      };
    },
  );
}
