// GET and POST /api/admin/categories/, PATCH /api/admin/categories/{id}/ (rename, describe,
// premium, hide or show) and PUT /api/admin/categories/order/: the console's categories (editor).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_CATALOGUE_MESSAGES,
  API,
  API_ROUTES,
  AdminCategoriesResponse,
  AdminCategoryResponse,
  CreateCategoryBody,
  IdParam,
  ReorderBody,
  UpdateCategoryBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { createCategory, listAdminCategories, loadAdminCategory, updateCategory } from './category-store.ts';
import { reorderList } from './reorder.ts';

const M = ADMIN_CATALOGUE_MESSAGES;

export function categoriesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.get(
    API.adminCategories,
    {
      preValidation: editor,
      schema: {
        response: { 200: AdminCategoriesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Every category, hidden ones included, in the viewers’ order (editor role)',
      },
    },
    async () => ({ status: 'success' as const, data: await listAdminCategories(db, config.mediaBaseUrl) }),
  );

  api.post(
    API.adminCategories,
    {
      preValidation: editor,
      schema: {
        body: CreateCategoryBody,
        response: { 200: AdminCategoryResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Add a category, last in the order (editor role)',
      },
    },
    async (req) => {
      const id = await createCategory(db, auditActorOf(req), req.body);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: M.categoryCreated, category: await loadAdminCategory(db, config.mediaBaseUrl, id) };
    },
  );

  api.put(
    API.adminCategoriesOrder,
    {
      preValidation: editor,
      schema: {
        body: ReorderBody,
        response: { 200: AdminCategoriesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Put the categories in a new order: every id once (editor role)',
      },
    },
    async (req) => {
      await reorderList(db, auditActorOf(req), 'category', req.body);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: M.orderSaved, data: await listAdminCategories(db, config.mediaBaseUrl) };
    },
  );

  api.patch(
    API_ROUTES.adminCategory,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateCategoryBody,
        response: { 200: AdminCategoryResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Rename, describe, mark premium, hide or show a category (editor role)',
      },
    },
    async (req) => {
      await updateCategory(db, auditActorOf(req), req.params.id, req.body);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: M.saved, category: await loadAdminCategory(db, config.mediaBaseUrl, req.params.id) };
    },
  );
}
