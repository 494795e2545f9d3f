// GET /api/admin/payments/export/ (issue 17.2, finance role): everything the list's filters match as
// CSV, streamed: the database is read in keyset pages while the answer is written, so memory stays
// flat whatever the row count. Bad filters are refused (400) before the first byte.
import { Readable } from 'node:stream';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PAYMENTS_PAGE_MAX, PaymentsFilter } from '@ott/contract';
import type { Queryable } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { csvLine, PAYMENTS_CSV_HEADER, paymentsCsvRow } from './csv.ts';
import { afterCursor, decodeCursor, filterWhere } from './order-filters.ts';
import { orderPage } from './order-rows.ts';

async function* paymentsCsv(db: Queryable, where: SQL | undefined): AsyncGenerator<string> {
  yield csvLine(PAYMENTS_CSV_HEADER);
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof orderPage>> = await orderPage(
      db,
      and(where, cursor === null ? undefined : afterCursor(decodeCursor(cursor))),
      PAYMENTS_PAGE_MAX * 5,
    );
    yield page.rows.map(paymentsCsvRow).join('');
    cursor = page.nextCursor;
  } while (cursor !== null);
}

export function exportPaymentsRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminPaymentsExport,
    {
      preValidation: requireRole('finance'),
      schema: {
        // No response schema: the answer is a CSV stream (errors are the usual JSON).
        querystring: PaymentsFilter,
        tags: ['admin'],
        summary: "The payments list's rows as CSV, amounts in rupees, streamed (finance role)",
      },
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(paymentsCsv(db, filterWhere(req.query))));
    },
  );
}
