// Seasons and episodes of a series in the console (editor role): add, rename and remove a season,
// attach a title as an episode or take it out, and put a season's episodes in a new order.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  AddEpisodeBody,
  AdminSeriesResponse,
  CreateSeasonBody,
  EpisodeParams,
  IdParam,
  ReorderBody,
  SERIES_MESSAGES,
  SeasonParams,
  UpdateSeasonBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { addEpisode, removeEpisode } from './episode-write.ts';
import { addSeason, removeSeason, reorderEpisodes, updateSeason } from './season-write.ts';
import { loadAdminSeries } from './series-read.ts';

const M = SERIES_MESSAGES;

export function seasonRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const response = { 200: AdminSeriesResponse, ...errorResponses };
  const respond = async (id: number, message: string) => {
    await invalidateCatalogueCache(deps.cache);
    return { status: 'success' as const, message, series: await loadAdminSeries(db, config, id) };
  };

  api.post(
    API_ROUTES.adminSeriesSeasons,
    { preValidation: editor, schema: { params: IdParam, body: CreateSeasonBody, response, tags: ['admin'], summary: 'Add a season (editor role)' } },
    async (req) => {
      await addSeason(db, auditActorOf(req), req.params.id, req.body);
      return respond(req.params.id, M.seasonAdded);
    },
  );

  api.patch(
    API_ROUTES.adminSeriesSeason,
    { preValidation: editor, schema: { params: SeasonParams, body: UpdateSeasonBody, response, tags: ['admin'], summary: 'Rename a season (editor role)' } },
    async (req) => {
      await updateSeason(db, auditActorOf(req), req.params.id, req.params.number, req.body);
      return respond(req.params.id, M.saved);
    },
  );

  api.delete(
    API_ROUTES.adminSeriesSeason,
    { preValidation: editor, schema: { params: SeasonParams, response, tags: ['admin'], summary: 'Remove an empty season (editor role)' } },
    async (req) => {
      await removeSeason(db, auditActorOf(req), req.params.id, req.params.number);
      return respond(req.params.id, M.seasonRemoved);
    },
  );

  api.put(
    API_ROUTES.adminSeriesSeasonOrder,
    {
      preValidation: editor,
      schema: { params: SeasonParams, body: ReorderBody, response, tags: ['admin'], summary: 'Number a season’s episodes 1..n in the order sent (editor role)' },
    },
    async (req) => {
      await reorderEpisodes(db, auditActorOf(req), req.params.id, req.params.number, req.body);
      return respond(req.params.id, M.orderSaved);
    },
  );

  api.post(
    API_ROUTES.adminSeriesEpisodes,
    { preValidation: editor, schema: { params: IdParam, body: AddEpisodeBody, response, tags: ['admin'], summary: 'Attach a title as an episode (editor role)' } },
    async (req) => {
      await addEpisode(db, auditActorOf(req), req.params.id, req.body);
      return respond(req.params.id, M.episodeAdded);
    },
  );

  api.delete(
    API_ROUTES.adminSeriesEpisode,
    { preValidation: editor, schema: { params: EpisodeParams, response, tags: ['admin'], summary: 'Take an episode out of the series; the title stays (editor role)' } },
    async (req) => {
      await removeEpisode(db, auditActorOf(req), req.params.id, req.params.videoId);
      return respond(req.params.id, M.episodeRemoved);
    },
  );
}
