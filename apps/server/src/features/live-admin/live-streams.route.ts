// GET and POST /api/admin/live-streams/, PATCH /api/admin/live-streams/{id}/ (every field), POST
// /api/admin/live-streams/{id}/thumbnail/ (multipart `file`) and PUT /api/admin/live-streams/order/:
// the console's live streams editor (editor role), and GET /api/admin/live-streams/source-titles/
// (the titles an own channel can loop). The older switch (POST /api/admin/live-streams/{id}/) is
// live-switch.route.ts. Every write drops the cached public live lists (catalogue 'live'
// namespace), so the next poll of any page sees it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LIVE_MESSAGES,
  API,
  API_ROUTES,
  AdminLiveStreamEditResponse,
  AdminLiveStreamsResponse,
  CreateLiveStreamBody,
  IdParam,
  LiveSourceTitlesQuery,
  LiveSourceTitlesResponse,
  MAX_IMAGE_BYTES,
  ReorderBody,
  UpdateLiveStreamBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { CATALOGUE_CACHE } from '../catalogue/index.ts';
import { readUploadForm } from '../../lib/http/read-upload-form.ts';
import { createLiveStream, editLiveStream, listAdminLiveStreams, loadAdminLiveStream } from './live-store.ts';
import { setLiveThumbnail } from './live-thumbnail.ts';
import { listSourceTitles } from './live-title-source.ts';
import { reorderList } from '../catalogue-admin/reorder.ts';

const M = ADMIN_LIVE_MESSAGES;

export function liveStreamsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const dropViewerCache = () => deps.cache.invalidate(CATALOGUE_CACHE.live);
  const one = async (id: number, message: string) => ({ status: 'success' as const, message, stream: await loadAdminLiveStream(db, config.mediaBaseUrl, id) });
  const ctxOf = (host: string) => ({ mediaBaseUrl: config.mediaBaseUrl, requestHost: host });

  api.get(
    API.adminLiveStreams,
    {
      preValidation: editor,
      schema: {
        response: { 200: AdminLiveStreamsResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Every live stream, hidden ones included, in the viewers’ order (editor role)',
      },
    },
    async () => ({ status: 'success' as const, data: await listAdminLiveStreams(db, config.mediaBaseUrl) }),
  );

  api.post(
    API.adminLiveStreams,
    {
      preValidation: editor,
      schema: {
        body: CreateLiveStreamBody,
        response: { 200: AdminLiveStreamEditResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Add a live stream, last in the order: an external HLS or DASH address, or one of our titles looped as our own channel (editor role)',
      },
    },
    async (req) => {
      const id = await createLiveStream(db, auditActorOf(req), ctxOf(req.hostname), req.body);
      await dropViewerCache();
      return one(id, M.streamCreated);
    },
  );

  api.get(
    API.adminLiveSourceTitles,
    {
      preValidation: editor,
      schema: {
        querystring: LiveSourceTitlesQuery,
        response: { 200: LiveSourceTitlesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Titles with a finished film, by name, that a stream can loop as our own channel (editor role)',
      },
    },
    async (req) => ({ status: 'success' as const, data: await listSourceTitles(db, config.mediaBaseUrl, req.query.q) }),
  );

  api.put(
    API.adminLiveStreamsOrder,
    {
      preValidation: editor,
      schema: {
        body: ReorderBody,
        response: { 200: AdminLiveStreamsResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Put the live streams in a new order: every id once (editor role)',
      },
    },
    async (req) => {
      await reorderList(db, auditActorOf(req), 'live_stream', req.body);
      await dropViewerCache();
      return { status: 'success' as const, message: M.orderSaved, data: await listAdminLiveStreams(db, config.mediaBaseUrl) };
    },
  );

  api.patch(
    API_ROUTES.adminLiveStream,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateLiveStreamBody,
        response: { 200: AdminLiveStreamEditResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Edit a live stream: title, description, category, address or looped title, picture, flags (editor role)',
      },
    },
    async (req) => {
      await editLiveStream(db, auditActorOf(req), ctxOf(req.hostname), req.params.id, req.body);
      await dropViewerCache();
      return one(req.params.id, M.saved);
    },
  );

  api.post(
    API_ROUTES.adminLiveStreamThumbnail,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: AdminLiveStreamEditResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Upload a picture as the stream’s thumbnail (editor role)',
      },
    },
    async (req) => {
      const { file } = await readUploadForm(req, MAX_IMAGE_BYTES, M.thumbnailTooLarge, M.thumbnailNotPicture);
      await setLiveThumbnail({ db, storage: deps.storage }, auditActorOf(req), req.params.id, file!.data);
      await dropViewerCache();
      return one(req.params.id, M.thumbnailSaved);
    },
  );
}
