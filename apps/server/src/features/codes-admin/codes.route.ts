// Issue 17.4, editor role: POST /api/admin/codes/ (create one or a batch), GET /api/admin/codes/
// (filtered keyset list) and GET /api/admin/codes/export/ (the same filters as a streamed CSV).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  CODES_ADMIN_MESSAGES as M,
  CodesQuery,
  CodesResponse,
  CreateCodesBody,
  CreateCodesResponse,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { createCodes, loadBatch } from './create-codes.ts';
import { codesCsv } from './codes-csv.ts';
import { allCodes, listCodes } from './list-codes.ts';

export function codesRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.post(
    API.adminCodes,
    {
      preValidation: editor,
      schema: {
        body: CreateCodesBody,
        response: { 200: CreateCodesResponse, ...errorResponses },
        tags: ['admin'],
        summary:
          'Create one subscription code or a batch of up to 1000, idempotent by key (editor role)',
      },
    },
    async (req) => {
      const outcome = await createCodes(db, auditActorOf(req), req.body);
      const { batch, codes } = await loadBatch(db, outcome.batch);
      return {
        status: 'success' as const,
        message: outcome.created ? M.codesCreated : M.batchAlreadyCreated,
        created: outcome.created,
        batch,
        codes,
      };
    },
  );

  api.get(
    API.adminCodes,
    {
      preValidation: editor,
      schema: {
        querystring: CodesQuery,
        response: { 200: CodesResponse, ...errorResponses },
        tags: ['admin'],
        summary:
          'Subscription codes by batch, plan, status or code, newest first, keyset pages (editor role)',
      },
    },
    async (req) => {
      const { codes, nextCursor } = await listCodes(db, req.query);
      return { status: 'success' as const, data: codes, next_cursor: nextCursor };
    },
  );

  api.get(
    API.adminCodesExport,
    {
      preValidation: editor,
      schema: {
        // No response schema: the answer is a CSV stream (errors are the usual JSON).
        querystring: CodesQuery.omit({ cursor: true }),
        tags: ['admin'],
        summary: 'The filtered codes as CSV, streamed (editor role)',
      },
    },
    async (req, reply) => {
      const file = req.query.batch ? `codes-batch-${req.query.batch}.csv` : 'codes.csv';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(codesCsv(allCodes(db, req.query))));
    },
  );
}
