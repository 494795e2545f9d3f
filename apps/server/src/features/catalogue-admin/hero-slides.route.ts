// GET and POST /api/admin/hero-slides/, PATCH and DELETE /api/admin/hero-slides/{id}/ and PUT
// /api/admin/hero-slides/order/: the home page's hero carousel in the console (editor role).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_CATALOGUE_MESSAGES,
  API,
  API_ROUTES,
  AdminHeroSlideResponse,
  AdminHeroSlidesResponse,
  CreateHeroSlideBody,
  IdParam,
  ReorderBody,
  UpdateHeroSlideBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { createHeroSlide, deleteHeroSlide, listAdminHeroSlides, loadAdminHeroSlide, updateHeroSlide } from './hero-store.ts';
import { reorderList } from './reorder.ts';

const M = ADMIN_CATALOGUE_MESSAGES;

export function heroSlidesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const list = async (message?: string) => ({
    status: 'success' as const,
    ...(message ? { message } : {}),
    data: await listAdminHeroSlides(db, config.mediaBaseUrl),
  });

  api.get(
    API.adminHeroSlides,
    {
      preValidation: editor,
      schema: {
        response: { 200: AdminHeroSlidesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'The hero carousel’s slides in order, inactive ones included (editor role)',
      },
    },
    () => list(),
  );

  api.post(
    API.adminHeroSlides,
    {
      preValidation: editor,
      schema: {
        body: CreateHeroSlideBody,
        response: { 200: AdminHeroSlideResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Add a published title to the carousel, last (editor role)',
      },
    },
    async (req) => {
      const id = await createHeroSlide(db, auditActorOf(req), req.body.video_id);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: M.slideCreated, slide: await loadAdminHeroSlide(db, config.mediaBaseUrl, id) };
    },
  );

  api.put(
    API.adminHeroSlidesOrder,
    {
      preValidation: editor,
      schema: {
        body: ReorderBody,
        response: { 200: AdminHeroSlidesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Put the slides in a new order: every id once (editor role)',
      },
    },
    async (req) => {
      await reorderList(db, auditActorOf(req), 'hero_slide', req.body);
      await invalidateCatalogueCache(deps.cache);
      return list(M.orderSaved);
    },
  );

  api.patch(
    API_ROUTES.adminHeroSlide,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateHeroSlideBody,
        response: { 200: AdminHeroSlideResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Show or hide a slide (editor role)',
      },
    },
    async (req) => {
      await updateHeroSlide(db, auditActorOf(req), req.params.id, req.body.is_active);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: M.saved, slide: await loadAdminHeroSlide(db, config.mediaBaseUrl, req.params.id) };
    },
  );

  api.delete(
    API_ROUTES.adminHeroSlide,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        response: { 200: AdminHeroSlidesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Remove a slide from the carousel (editor role)',
      },
    },
    async (req) => {
      await deleteHeroSlide(db, auditActorOf(req), req.params.id);
      await invalidateCatalogueCache(deps.cache);
      return list(M.slideRemoved);
    },
  );
}
