// GET /popup-config.json (SPEC 7, 3 'Popup config'): served from the database so operators can
// change it without a deploy. A missing or malformed stored value falls back to the default.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PopupConfig } from '@ott/contract';
import { siteSettings } from '../../lib/db/schema.ts';
import { SHARED_ANSWER, sendCachedJson } from '../../lib/http/ready-body.ts';
import { assetUrl } from '../catalogue/index.ts';
import { DEFAULT_POPUP_CONFIG, POPUP_SETTINGS_KEY } from './default-config.ts';

export const POPUP_CACHE = 'popup';
const POPUP_TTL_SECONDS = 300;

export async function getPopupConfigRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.popupConfig,
    { schema: { response: { 200: PopupConfig }, tags: ['popup'] } },
    (req, reply) =>
      sendCachedJson(req, reply, cache, { namespace: POPUP_CACHE, key: 'config', ttlSeconds: POPUP_TTL_SECONDS }, async () => {
        const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, POPUP_SETTINGS_KEY)).limit(1);
        const parsed = PopupConfig.safeParse(row?.value);
        if (row && !parsed.success) req.log.warn('site_settings.popup is not a valid PopupConfig; serving the default');
        if (!parsed.success) return DEFAULT_POPUP_CONFIG;
        // Image and sound may be our own media (paths under the media origin): their URLs are built here.
        const { popupContent } = parsed.data;
        const url = (value: string | null) => assetUrl(config.mediaBaseUrl, value);
        return { ...parsed.data, popupContent: { ...popupContent, imageUrl: url(popupContent.imageUrl), soundUrl: url(popupContent.soundUrl) } };
      }, SHARED_ANSWER),
  );
}
