// The viewer page's actions (issue 17.1, support role), each audited and idempotent:
// POST /api/admin/viewers/{id}/block/ {reason}, .../unblock/, .../sign-out-all/ and
// .../subscription-grants/ {days, reason, plan_id?, key}. Every answer carries the profile as it is now.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  BlockViewerBody,
  GrantSubscriptionBody,
  IdParam,
  VIEWERS_ADMIN_MESSAGES as M,
  ViewerActionResponse,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, currentOperator, requireRole } from '../admin/index.ts';
import { blockViewer, signOutViewer, unblockViewer, type ActionResult } from './block-viewer.ts';
import { grantSubscriptionDays } from './grant-subscription.ts';
import { findViewer, toViewerProfile } from './viewer-profile.ts';
import type { ActionContext } from './viewer-guard.ts';

export function viewerActionRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const support = requireRole('support');
  const contextOf = (req: FastifyRequest): ActionContext => ({
    db,
    adminPhones: config.adminPhones,
    operator: currentOperator(req),
    actor: auditActorOf(req),
  });
  const answer = async (id: number, result: ActionResult, message: string) => ({
    status: 'success' as const,
    message,
    changed: result.changed,
    signed_out: result.signedOut,
    viewer: await toViewerProfile(db, await findViewer(db, id), config.adminPhones),
  });
  const schema = (summary: string) => ({
    params: IdParam,
    response: { 200: ViewerActionResponse, ...errorResponses },
    tags: ['admin'],
    summary,
  });

  api.post(
    API_ROUTES.adminViewerBlock,
    {
      preValidation: support,
      schema: {
        ...schema('Block a viewer: every session ends, sign-in is refused (support role)'),
        body: BlockViewerBody,
      },
    },
    async (req) => {
      const result = await blockViewer(contextOf(req), req.params.id, req.body.reason);
      return answer(
        req.params.id,
        result,
        result.changed ? M.viewerBlocked : M.viewerAlreadyBlocked,
      );
    },
  );

  api.post(
    API_ROUTES.adminViewerUnblock,
    { preValidation: support, schema: schema('Unblock a viewer (support role)') },
    async (req) => {
      const result = await unblockViewer(contextOf(req), req.params.id);
      return answer(req.params.id, result, result.changed ? M.viewerUnblocked : M.viewerNotBlocked);
    },
  );

  api.post(
    API_ROUTES.adminViewerSignOut,
    { preValidation: support, schema: schema('Sign out every session of a viewer (support role)') },
    async (req) => {
      const result = await signOutViewer(contextOf(req), req.params.id);
      return answer(req.params.id, result, M.viewerSignedOut);
    },
  );

  api.post(
    API_ROUTES.adminViewerGrant,
    {
      preValidation: support,
      schema: {
        ...schema('Grant or extend a subscription by days, with a reason (support role)'),
        body: GrantSubscriptionBody,
      },
    },
    async (req) => {
      const result = await grantSubscriptionDays(contextOf(req), req.params.id, req.body);
      return answer(req.params.id, result, M.subscriptionGranted);
    },
  );
}
