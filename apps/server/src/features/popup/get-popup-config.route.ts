// GET /popup-config.json (SPEC 7, 3 'Popup config'): served from the database so operators can
// change it without a deploy. A missing or malformed stored value falls back to the default.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PopupConfig } from '@ott/contract';
import { SHARED_ANSWER, sendCachedJson } from '../../lib/http/ready-body.ts';
import { readPopup, servedPopup } from './popup-config.ts';

export const POPUP_CACHE = 'popup';
const POPUP_TTL_SECONDS = 300;

export async function getPopupConfigRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.popupConfig,
    { schema: { response: { 200: PopupConfig }, tags: ['popup'] } },
    (req, reply) =>
      sendCachedJson(req, reply, cache, { namespace: POPUP_CACHE, key: 'config', ttlSeconds: POPUP_TTL_SECONDS }, async () => {
        const onMalformed = () => req.log.warn('site_settings.popup is not a valid PopupConfig; serving the default');
        // Image and sound may be our own media (paths under the media origin): their URLs are built here.
        return servedPopup(await readPopup(db, { onMalformed }), config.mediaBaseUrl);
      }, SHARED_ANSWER),
  );
}
