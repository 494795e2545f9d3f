// GET and PUT /api/admin/popup/, POST /api/admin/popup/image/ and /api/admin/popup/sound/
// (multipart `file`): the welcome popup in the console (editor role). A save drops the popup cache,
// so GET /popup-config.json serves it on the next page load.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PLANS_POPUP_MESSAGES,
  API,
  AdminPopupMediaResponse,
  AdminPopupResponse,
  POPUP_IMAGE_MAX_BYTES,
  POPUP_SOUND_MAX_BYTES,
  UpdatePopupBody,
} from '@ott/contract';
import { assetUrl } from '../catalogue/index.ts';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { POPUP_CACHE } from '../popup/index.ts';
import { readUploadForm } from '../../lib/http/read-upload-form.ts';
import { storePopupImage, storePopupSound, type StoredPopupMedia } from './popup-media.ts';
import { readPopup, servedPopup } from '../popup/index.ts';
import { savePopup } from './popup-store.ts';

const M = ADMIN_PLANS_POPUP_MESSAGES;

export function popupAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const answer = (value: Awaited<ReturnType<typeof readPopup>>, message?: string) => ({
    status: 'success' as const,
    ...(message ? { message } : {}),
    config: value,
    served: servedPopup(value, config.mediaBaseUrl),
  });
  const mediaAnswer = (stored: StoredPopupMedia, message: string) => ({
    status: 'success' as const,
    message,
    ...stored,
    url: assetUrl(config.mediaBaseUrl, stored.path) ?? '',
  });
  const uploadSchema = (summary: string) => ({
    consumes: ['multipart/form-data'],
    response: { 200: AdminPopupMediaResponse, ...errorResponses },
    tags: ['admin'],
    summary,
  });

  api.get(
    API.adminPopup,
    { preValidation: editor, schema: { response: { 200: AdminPopupResponse, ...errorResponses }, tags: ['admin'], summary: 'The welcome popup’s settings (editor role)' } },
    async () => answer(await readPopup(db)),
  );

  api.put(
    API.adminPopup,
    {
      preValidation: editor,
      schema: { body: UpdatePopupBody, response: { 200: AdminPopupResponse, ...errorResponses }, tags: ['admin'], summary: 'Save the welcome popup (editor role)' },
    },
    async (req) => {
      const saved = await savePopup(deps, auditActorOf(req), req.body);
      await deps.cache.invalidate(POPUP_CACHE);
      return answer(saved, M.popupSaved);
    },
  );

  api.post(API.adminPopupImage, { preValidation: editor, schema: uploadSchema('Upload the popup’s picture (editor role)') }, async (req) => {
    const { file } = await readUploadForm(req, POPUP_IMAGE_MAX_BYTES, M.popupImageTooLarge, M.popupImageNotPicture);
    return mediaAnswer(await storePopupImage(deps.storage, file!.data), M.popupImageUploaded);
  });

  api.post(API.adminPopupSound, { preValidation: editor, schema: uploadSchema('Upload the popup’s sound (editor role)') }, async (req) => {
    const { file } = await readUploadForm(req, POPUP_SOUND_MAX_BYTES, M.popupSoundTooLarge, M.popupSoundNotAudio);
    return mediaAnswer(await storePopupSound(deps.storage, file!.data), M.popupSoundUploaded);
  });
}
