// The welcome popup's config as stored (site_settings 'popup', our media as paths) and as served
// (media as addresses). A missing or malformed stored value reads as the default; the caller says
// what to do about a malformed one (the public route logs it).
import { eq } from 'drizzle-orm';
import { PopupConfig } from '@ott/contract';
import { siteSettings } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { assetUrl } from '../catalogue/index.ts';
import { DEFAULT_POPUP_CONFIG, POPUP_SETTINGS_KEY } from './default-config.ts';

/** The stored config; `lock` holds its row until the transaction ends (a save reads it so). */
export async function readPopup(db: Queryable, opts: { lock?: boolean; onMalformed?: () => void } = {}): Promise<PopupConfig> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, POPUP_SETTINGS_KEY));
  const [row] = await (opts.lock ? query.for('update') : query.limit(1));
  const parsed = PopupConfig.safeParse(row?.value);
  if (row && !parsed.success) opts.onMalformed?.();
  return parsed.success ? parsed.data : DEFAULT_POPUP_CONFIG;
}

/** The config as viewers receive it: our media paths become addresses. */
export function servedPopup(config: PopupConfig, mediaBaseUrl: string): PopupConfig {
  const url = (value: string | null) => assetUrl(mediaBaseUrl, value);
  return { ...config, popupContent: { ...config.popupContent, imageUrl: url(config.popupContent.imageUrl), soundUrl: url(config.popupContent.soundUrl) } };
}
