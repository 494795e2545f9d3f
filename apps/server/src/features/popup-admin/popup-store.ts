// The welcome popup's save in the console (issue 15.4): one transaction that locks the stored
// config (features/popup readPopup), checks the media it names, writes it and its audit row.
import type { UpdatePopupBody as UpdatePopupBodySchema } from '@ott/contract';
import { ADMIN_PLANS_POPUP_MESSAGES, POPUP_MEDIA_PATH, PopupConfig } from '@ott/contract';
import type { z } from 'zod';
import type { Database } from '../../lib/db/client.ts';
import { siteSettings } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { POPUP_SETTINGS_KEY, readPopup } from '../popup/index.ts';

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

/** A picture or sound a save may name: none, the one stored now, or one of our uploads that exists. */
async function checkMedia(storage: MediaStorage, value: string | null, stored: string | null, field: string): Promise<void> {
  if (value === null || value === stored) return;
  if (POPUP_MEDIA_PATH.test(value) && (await storage.stat(value))) return;
  const message = ADMIN_PLANS_POPUP_MESSAGES.popupMediaInvalid;
  throw badRequest(message, { [field]: [message] });
}

export async function savePopup(deps: { db: Database; storage: MediaStorage }, actor: AuditActor, body: z.output<typeof UpdatePopupBodySchema>): Promise<Popup> {
  return deps.db.transaction(async (tx) => {
    const before = await readPopup(tx, { lock: true });
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

