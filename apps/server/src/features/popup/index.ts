// Popup feature (SPEC 2.22 'Welcome popup', 4 'Popup'): the configurable welcome popup.
import type { FastifyInstance } from 'fastify';
import { getPopupConfigRoute } from './get-popup-config.route.ts';

export { POPUP_CACHE } from './get-popup-config.route.ts';
export { DEFAULT_POPUP_CONFIG, POPUP_SETTINGS_KEY } from './default-config.ts';
export { readPopup, servedPopup } from './popup-config.ts';

export async function popupFeature(app: FastifyInstance) {
  await app.register(getPopupConfigRoute);
}
