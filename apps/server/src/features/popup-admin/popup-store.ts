// The welcome popup in the console (issue 15.4): the stored config (site_settings 'popup', media as
// paths), what viewers are served (media as addresses), and the save, one transaction with its
// audit row. A missing or malformed stored value reads as the default, as GET /popup-config.json does.
import { eq } from 'drizzle-orm';
import type { UpdatePopupBody as UpdatePopupBodySchema } from '@ott/contract';
import { ADMIN_PLANS_POPUP_MESSAGES, POPUP_MEDIA_PATH, PopupConfig } from '@ott/contract';
import type { z } from 'zod';
import type { Database } from '../../lib/db/client.ts';
import { siteSettings } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { assetUrl } from '../catalogue/index.ts';
import { DEFAULT_POPUP_CONFIG, POPUP_SETTINGS_KEY } from '../popup/index.ts';

type Popup = z.infer<typeof PopupConfig>;

const snapshot = (c: Popup): AuditSnapshot => ({
  showPopup: c.showPopup,
  title: c.popupContent.title,
  message: c.popupContent.message.length > 200 ? `${c.popupContent.message.slice(0, 200)}…` : c.popupContent.message,
  imageUrl: c.popupContent.imageUrl,
  imageWidth: c.popupContent.imageWidth,
  imageHeight: c.popupContent.imageHeight,
  buttonText: c.popupContent.buttonText,
  buttonUrl: c.popupContent.buttonUrl,
  closeButtonText: c.popupContent.closeButtonText,
  soundUrl: c.popupContent.soundUrl,
  autoShow: c.popupSettings.autoShow,
  showOnLoad: c.popupSettings.showOnLoad,
  delay: c.popupSettings.delay,
  dismissible: c.popupSettings.dismissible,
  deviceType: c.popupSettings.deviceType,
  showOnPages: c.popupSettings.showOnPages,
});

export async function readPopup(db: Queryable): Promise<Popup> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, POPUP_SETTINGS_KEY)).limit(1);
  const parsed = PopupConfig.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_POPUP_CONFIG;
}

/** The config as viewers receive it: our media paths become addresses. */
export function served(config: Popup, mediaBaseUrl: string): Popup {
  const url = (value: string | null) => assetUrl(mediaBaseUrl, value);
  return { ...config, popupContent: { ...config.popupContent, imageUrl: url(config.popupContent.imageUrl), soundUrl: url(config.popupContent.soundUrl) } };
}

/** A picture or sound a save may name: none, the one stored now, or one of our uploads that exists. */
async function checkMedia(storage: MediaStorage, value: string | null, stored: string | null, field: string): Promise<void> {
  if (value === null || value === stored) return;
  if (POPUP_MEDIA_PATH.test(value) && (await storage.stat(value))) return;
  const message = ADMIN_PLANS_POPUP_MESSAGES.popupMediaInvalid;
  throw badRequest(message, { [field]: [message] });
}

export async function savePopup(deps: { db: Database; storage: MediaStorage }, actor: AuditActor, body: z.output<typeof UpdatePopupBodySchema>): Promise<Popup> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, POPUP_SETTINGS_KEY)).for('update');
    const parsed = PopupConfig.safeParse(row?.value);
    const before = parsed.success ? parsed.data : DEFAULT_POPUP_CONFIG;
    const after: Popup = PopupConfig.parse(body);
    await checkMedia(deps.storage, after.popupContent.imageUrl, before.popupContent.imageUrl, 'imageUrl');
    await checkMedia(deps.storage, after.popupContent.soundUrl, before.popupContent.soundUrl, 'soundUrl');
    await tx
      .insert(siteSettings)
      .values({ key: POPUP_SETTINGS_KEY, value: after })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: after, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'popup.update', targetType: 'popup', targetId: POPUP_SETTINGS_KEY, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}

