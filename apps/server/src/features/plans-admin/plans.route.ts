// GET and POST /api/admin/plans/ and PATCH /api/admin/plans/{id}/: the subscription plans in the
// console (finance role: prices are money). The viewers' plan reads are dropped after every write,
// so GET /users/api/subscription-plans/ and /plans show the change on the next page load.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PLANS_POPUP_MESSAGES,
  API,
  API_ROUTES,
  AdminPlanResponse,
  AdminPlansResponse,
  CreatePlanBody,
  IdParam,
  UpdatePlanBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { PLANS_CACHE } from '../payments/index.ts';
import { forgetPlanVideoHeights } from '../quality-caps/index.ts';
import { createPlan, listAdminPlans, loadAdminPlan, updatePlan } from './plan-store.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;

export function plansAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireRole('finance');

  api.get(
    API.adminPlans,
    {
      preValidation: finance,
      schema: { response: { 200: AdminPlansResponse, ...errorResponses }, tags: ['admin'], summary: 'Every plan, hidden ones included (finance role)' },
    },
    async () => ({ status: 'success' as const, data: await listAdminPlans(db) }),
  );

  api.post(
    API.adminPlans,
    {
      preValidation: finance,
      schema: { body: CreatePlanBody, response: { 200: AdminPlanResponse, ...errorResponses }, tags: ['admin'], summary: 'Add a plan (finance role)' },
    },
    async (req) => {
      const id = await createPlan(db, auditActorOf(req), req.body);
      await deps.cache.invalidate(PLANS_CACHE);
      forgetPlanVideoHeights(db);
      return { status: 'success' as const, message: M.planCreated, plan: await loadAdminPlan(db, id) };
    },
  );

  api.patch(
    API_ROUTES.adminPlan,
    {
      preValidation: finance,
      schema: {
        params: IdParam,
        body: UpdatePlanBody,
        response: { 200: AdminPlanResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Edit a plan, mark it popular, hide or show it (finance role)',
      },
    },
    async (req) => {
      await updatePlan(db, auditActorOf(req), req.params.id, req.body);
      await deps.cache.invalidate(PLANS_CACHE);
      // Issue 18.2: a subscriber's next catalogue answer follows the plan's new top quality.
      forgetPlanVideoHeights(db);
      return { status: 'success' as const, message: M.planSaved, plan: await loadAdminPlan(db, req.params.id) };
    },
  );
}
