import { z } from 'zod';
import { DOWNLOAD_STATUSES } from '../rules/downloads.ts';
import { wholeId } from './common.ts';

// Issue 18.3 (not in SPEC 7): offline downloads for plans that include them (plans.download_limit > 0).
// The server keeps one licence per downloaded title: POST /api/downloads/ before the app stores a
// copy, GET /api/downloads/ to learn which copies are still good (the app deletes the rest when it
// is next online), POST /api/downloads/{id}/played/ at the first play, DELETE /api/downloads/{id}/.
// The copy itself lives only in the browser (Shaka's offline storage in IndexedDB).

export const DOWNLOAD_MESSAGES = {
  notInPlan: 'Downloads are included in the Premium plan.',
  notEntitled: 'This title is not included in your plan.',
  invalidVideo: 'Please choose a title to download.',
  invalidHeight: 'Please choose a download quality.',
  invalidTime: 'Please send a valid time.',
  notFound: 'Download not found',
  deleted: 'Download deleted',
} as const;

/** The refusal when the plan's limit is reached (the limit is the plan's download_limit). */
export function downloadLimitMessage(limit: number): string {
  return `Your plan can keep up to ${limit} downloads. Delete one to download another.`;
}

/** The tallest picture a download may be: our ladders reach 1080p; 4K plans may ask for 2160. */
export const MAX_DOWNLOAD_HEIGHT = 2160;

export const CreateDownloadBody = z
  .object({
    video_id: wholeId(DOWNLOAD_MESSAGES.invalidVideo),
    /** The picture height of the rendition the app stores (the quality the viewer chose). */
    height: z.coerce
      .number({ error: DOWNLOAD_MESSAGES.invalidHeight })
      .int(DOWNLOAD_MESSAGES.invalidHeight)
      .min(144, DOWNLOAD_MESSAGES.invalidHeight)
      .max(MAX_DOWNLOAD_HEIGHT, DOWNLOAD_MESSAGES.invalidHeight),
  })
  .strict();
export type CreateDownloadBody = z.input<typeof CreateDownloadBody>;

export const DownloadPlayedBody = z
  .object({
    /** When a play made offline began (ISO 8601); it can only make the expiry sooner. Now when missing. */
    played_at: z.iso.datetime({ offset: true, error: DOWNLOAD_MESSAGES.invalidTime }).optional(),
  })
  .strict();
export type DownloadPlayedBody = z.input<typeof DownloadPlayedBody>;

export const DownloadLicence = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  /** 30 days after created_at, or 48 hours after the first play when that is sooner. */
  expires_at: z.string(),
  first_played_at: z.string().nullable(),
  /** active; expired; not_entitled (plan without downloads, subscription ended, title withdrawn). */
  status: z.enum(DOWNLOAD_STATUSES),
});
export type DownloadLicence = z.infer<typeof DownloadLicence>;

export const DownloadResponse = z.object({ status: z.literal('success'), download: DownloadLicence });
export type DownloadResponse = z.infer<typeof DownloadResponse>;

export const DownloadListResponse = z.object({
  status: z.literal('success'),
  downloads: z.array(DownloadLicence),
  /** The plan's download_limit (0 without downloads) and the licences counting against it. */
  limit: z.number().int(),
  used: z.number().int(),
});
export type DownloadListResponse = z.infer<typeof DownloadListResponse>;
