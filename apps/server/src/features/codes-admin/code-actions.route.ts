// Issue 17.4, editor role: disable or enable a code or a whole batch, read a batch with its codes,
// and a code's redemptions (masked phones).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  CODES_ADMIN_MESSAGES as M,
  CodeBatchResponse,
  CodeRedemptionsQuery,
  CodeRedemptionsResponse,
  CodeSwitchResponse,
  IdParam,
} from '@ott/contract';
import { eq } from 'drizzle-orm';
import { codeBatches } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { codeRedemptionsOf } from './code-redemptions.ts';
import { loadBatch } from './create-codes.ts';
import { switchBatch, switchCode } from './switch-codes.ts';

export function codeActionRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const switchSchema = (summary: string) => ({
    params: IdParam,
    response: { 200: CodeSwitchResponse, ...errorResponses },
    tags: ['admin'],
    summary,
  });
  const answer = (changed: number, message: string) => ({
    status: 'success' as const,
    message: changed > 0 ? message : M.nothingChanged,
    changed,
  });

  api.post(
    API_ROUTES.adminCodeDisable,
    { preValidation: editor, schema: switchSchema('Disable a subscription code (editor role)') },
    async (req) =>
      answer(await switchCode(db, auditActorOf(req), req.params.id, false), M.codeDisabled),
  );
  api.post(
    API_ROUTES.adminCodeEnable,
    {
      preValidation: editor,
      schema: switchSchema('Enable a subscription code again (editor role)'),
    },
    async (req) =>
      answer(await switchCode(db, auditActorOf(req), req.params.id, true), M.codeEnabled),
  );
  api.post(
    API_ROUTES.adminCodeBatchDisable,
    { preValidation: editor, schema: switchSchema('Disable every code of a batch (editor role)') },
    async (req) =>
      answer(await switchBatch(db, auditActorOf(req), req.params.id, false), M.batchDisabled),
  );
  api.post(
    API_ROUTES.adminCodeBatchEnable,
    {
      preValidation: editor,
      schema: switchSchema('Enable every code of a batch again (editor role)'),
    },
    async (req) =>
      answer(await switchBatch(db, auditActorOf(req), req.params.id, true), M.batchEnabled),
  );

  api.get(
    API_ROUTES.adminCodeBatch,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        response: { 200: CodeBatchResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'A code batch and all its codes (editor role)',
      },
    },
    async (req) => {
      const [batch] = await db.select().from(codeBatches).where(eq(codeBatches.id, req.params.id));
      if (!batch) throw notFound(M.batchNotFound);
      return { status: 'success' as const, ...(await loadBatch(db, batch)) };
    },
  );

  api.get(
    API_ROUTES.adminCodeRedemptions,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        querystring: CodeRedemptionsQuery,
        response: { 200: CodeRedemptionsResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Who redeemed a code and when, newest first in pages, phones masked (editor role)',
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await codeRedemptionsOf(db, req.params.id, req.query.cursor)),
    }),
  );
}
