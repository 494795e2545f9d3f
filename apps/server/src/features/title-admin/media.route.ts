// The title's pictures and subtitles (editor role): POST /api/admin/titles/{id}/images/ (multipart
// `file`), POST /api/admin/titles/{id}/subtitles/ (multipart `language`, `label`, `file`) and
// DELETE /api/admin/titles/{id}/subtitles/{subtitleId}/.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_TITLE_MESSAGES,
  API_ROUTES,
  AdminTitleResponse,
  IdParam,
  MAX_IMAGE_BYTES,
  MAX_SUBTITLE_BYTES,
  SubtitleFields,
  SubtitleParams,
} from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { readUploadForm } from '../../lib/http/read-upload-form.ts';
import { addTitleImage } from './title-artwork.ts';
import { addSubtitle, removeSubtitle } from './title-subtitles.ts';
import { loadAdminTitle } from './title-read.ts';

const M = ADMIN_TITLE_MESSAGES;

export function mediaRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const respond = async (id: number, message: string) => ({
    status: 'success' as const,
    message,
    title: await loadAdminTitle(deps.db, deps.config, id),
  });
  const multipartSchema = (summary: string) => ({
    params: IdParam,
    consumes: ['multipart/form-data'],
    response: { 200: AdminTitleResponse, ...errorResponses },
    tags: ['admin'],
    summary,
  });

  api.post(API_ROUTES.adminTitleImages, { preValidation: editor, schema: multipartSchema('Upload a picture to use as artwork (editor role)') }, async (req) => {
    const { file } = await readUploadForm(req, MAX_IMAGE_BYTES, M.imageTooLarge, M.imageNotPicture);
    await addTitleImage({ db: deps.db, storage: deps.storage, mediaBaseUrl: deps.config.mediaBaseUrl }, auditActorOf(req), req.params.id, file!.data);
    return respond(req.params.id, M.saved);
  });

  api.post(API_ROUTES.adminTitleSubtitles, { preValidation: editor, schema: multipartSchema('Add a subtitle file, SRT or WebVTT (editor role)') }, async (req) => {
    const { fields, file } = await readUploadForm(req, MAX_SUBTITLE_BYTES, M.subtitleTooLarge, M.subtitleNotText);
    const parsed = SubtitleFields.safeParse(fields);
    if (!parsed.success) throw badRequest(M.subtitleLanguage, { language: [M.subtitleLanguage] });
    await addSubtitle(deps, auditActorOf(req), req.params.id, parsed.data, file!.data);
    await invalidateCatalogueCache(deps.cache);
    return respond(req.params.id, M.subtitleAdded);
  });

  api.delete(
    API_ROUTES.adminTitleSubtitle,
    {
      preValidation: editor,
      schema: { params: SubtitleParams, response: { 200: AdminTitleResponse, ...errorResponses }, tags: ['admin'], summary: 'Remove a subtitle track (editor role)' },
    },
    async (req) => {
      await removeSubtitle(deps, auditActorOf(req), req.params.id, req.params.subtitleId);
      await invalidateCatalogueCache(deps.cache);
      return respond(req.params.id, M.subtitleRemoved);
    },
  );
}
