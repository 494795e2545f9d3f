// GET /api/videos/category/{id}/?page=&page_size= (SPEC 7 'Content', SPEC 3 'Paged category videos
// response'). A page past the end is empty with has_next false, never an error.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  CategoryVideosQuery,
  CategoryVideosResponse,
  ErrorResponse,
  IdParam,
  MESSAGES,
} from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { notFound } from '../../lib/errors.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { findActiveCategory } from './browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { isPersonalised, loadViewerForList, presentVideo } from './service.ts';
import { listCategoryVideoBases } from './video-repository.ts';

export function paginate(page: number, pageSize: number, totalItems: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  return {
    current_page: page,
    page_size: pageSize,
    total_items: totalItems,
    total_pages: totalPages,
    has_next: page * pageSize < totalItems,
    has_previous: page > 1,
  };
}

export async function listCategoryVideosRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.categoryVideos,
    {
      schema: {
        params: IdParam,
        querystring: CategoryVideosQuery,
        response: { 200: CategoryVideosResponse, 400: ErrorResponse, 404: ErrorResponse },
        tags: ['content'],
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const { page, page_size: pageSize } = req.query;
      const cached = isDbId(id)
        ? await cache.wrap(
            CATALOGUE_CACHE.videos,
            `category:${id}:${page}:${pageSize}`,
            CATALOGUE_TTL_SECONDS.categoryPage,
            async () => {
              const category = await findActiveCategory(db, id);
              if (!category) return null;
              const offset = (page - 1) * pageSize;
              const result = await listCategoryVideoBases(db, id, { offset, limit: pageSize }, config.mediaBaseUrl);
              return { category, ...result };
            },
          )
        : null;
      if (!cached) throw notFound(MESSAGES.categoryNotFound);
      const viewer = await loadViewerForList(db, req.auth);
      const body = {
        status: 'success',
        data: cached.items.map((base) => presentVideo(base, viewer, config)),
        pagination: paginate(page, pageSize, cached.total),
        category: cached.category,
      };
      const visibility = isPersonalised(viewer) ? 'private' : 'public';
      return sendJson(req, reply, body, { visibility, varyOnViewer: true });
    },
  );
}
