// GET /api/videos/category/{id}/?page=&page_size= (SPEC 7 'Content', SPEC 3 'Paged category videos
// response'). A page past the end is empty with has_next false, never an error.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  type Category,
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
import { ANONYMOUS_ANSWER, sendReadyBody } from '../../lib/http/ready-body.ts';
import { withAnonymousBody } from './anonymous-body.ts';
import { ANONYMOUS_VIEWER, isPersonalised, loadViewerForList, presentVideo, type Viewer } from './service.ts';
import type { VideoBase } from './video-base.ts';
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

interface CategoryPage {
  category: Category;
  total: number;
  items: VideoBase[];
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
      const present = (cached: CategoryPage, viewer: Viewer) => ({
        status: 'success',
        data: cached.items.map((base) => presentVideo(base, viewer, config)),
        pagination: paginate(page, pageSize, cached.total),
        category: cached.category,
      });
      const cached = isDbId(id)
        ? await cache.wrapDerived(
            CATALOGUE_CACHE.videos,
            `category:${id}:${page}:${pageSize}`,
            CATALOGUE_TTL_SECONDS.categoryPage,
            async (): Promise<CategoryPage | null> => {
              const category = await findActiveCategory(db, id, config.mediaBaseUrl);
              if (!category) return null;
              const offset = (page - 1) * pageSize;
              const result = await listCategoryVideoBases(db, id, { offset, limit: pageSize }, config.mediaBaseUrl);
              return { category, ...result };
            },
            withAnonymousBody<CategoryPage | null>((value) => present(value, ANONYMOUS_VIEWER)),
          )
        : null;
      if (!cached?.value) throw notFound(MESSAGES.categoryNotFound);
      if (!req.auth && cached.anonymous) {
        return sendReadyBody(req, reply, cached.anonymous, ANONYMOUS_ANSWER);
      }
      const viewer = await loadViewerForList(db, req.auth);
      const body = present(cached.value, viewer);
      const visibility = isPersonalised(viewer) ? 'private' : 'public';
      return sendJson(req, reply, body, { visibility, varyOnViewer: true });
    },
  );
}
