import { z } from 'zod';
import { INT4_MAX, VideoTypeSchema } from './common.ts';

// The console's live streams editor (issue 15 point 4; not in SPEC 7). Editor role (admin passes
// every role check). Every stream is listed, hidden ones (is_active false) included; a reorder
// sends the whole current set of ids in the new order (viewers read them by category, then in this
// order). An operator sets a stream's source as an external HLS (.m3u8) or DASH (.mpd) address;
// a stream that plays our own media keeps its stored path until the operator replaces it. Or the
// stream is our own channel looping one of our titles (source_video_id): the server sets its address
// to our own live playlist (live/streams/{id}/master.m3u8, under protected/ when premium) and a job
// process runs its encoder. A paid or rental title only ever feeds a premium stream.

export const ADMIN_LIVE_MESSAGES = {
  titleRequired: 'Stream title is required',
  titleTooLong: 'Stream title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  sourceRequired: 'Stream address is required',
  sourceTooLong: 'The stream address must be at most 1000 characters',
  sourceInvalid: 'Enter an http(s) address of an HLS (.m3u8) or DASH (.mpd) stream',
  thumbnailTooLong: 'The picture address must be at most 1000 characters',
  thumbnailInvalid: 'Enter an http(s) picture address',
  thumbnailNotPicture: 'The picture must be a JPEG, PNG or WebP image',
  thumbnailTooLarge: 'The picture must be at most 10 MB',
  categoryRequired: 'Choose a category',
  categoryNotFound: 'Category not found',
  streamNotFound: 'Live stream not found',
  premiumNeedsProtectedSource:
    'A premium stream cannot play our public media: anyone could open it. Give it an external address or keep its protected source.',
  freeNeedsOpenSource:
    'This stream plays protected media, which only subscribers can open. Give it an external address before making it free.',
  sourceTitleInvalid: 'Choose one of our titles to loop',
  sourceTitleNotFound: 'Title not found',
  sourceTitleNoFilm: 'This title has no finished film yet. Upload its film and wait until it is ready.',
  paidTitleNeedsPremium:
    'A paid or rental title can only be looped on a premium stream: its film is never shown free. Make the stream premium or choose a free title.',
  sourceEitherOr: 'Give either a stream address or one of our titles, not both',
  nothingToUpdate: 'Nothing to update',
  streamCreated: 'Live stream added',
  thumbnailSaved: 'Picture saved',
  saved: 'Saved',
  orderSaved: 'Order saved',
} as const;

const M = ADMIN_LIVE_MESSAGES;

export const MAX_LIVE_URL_LENGTH = 1000;

/** An address the form or the server accepts as a stream source: http(s), path ending .m3u8 or .mpd. */
export function isStreamAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return false;
  return /\.(m3u8|mpd)$/i.test(url.pathname);
}

const isHttpAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const AdminLiveStream = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The stored source for the form: an operator's address, or our own media path ('live/…', 'protected/…'). */
  source: z.string(),
  /** True when the source is our own media (not an operator's address). */
  source_is_own_media: z.boolean(),
  /** Our own channel: the title it loops (its address is then our live playlist); null otherwise. */
  source_video_id: z.number().int().nullable(),
  source_video_title: z.string().nullable(),
  /** The picture's address for display (null: none). */
  thumbnail_url: z.string().nullable(),
  /** The stored picture: an address, or our own media path after an upload. */
  thumbnail: z.string().nullable(),
  is_important: z.boolean(),
  /** false: hidden from viewers. */
  is_active: z.boolean(),
  is_premium: z.boolean(),
  sort_order: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type AdminLiveStream = z.infer<typeof AdminLiveStream>;

const streamTitle = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(200, M.titleTooLong);

export const LiveSourceInput = z
  .string({ error: M.sourceRequired })
  .trim()
  .min(1, M.sourceRequired)
  .max(MAX_LIVE_URL_LENGTH, M.sourceTooLong)
  .refine(isStreamAddress, M.sourceInvalid);

const thumbnailInput = z
  .string({ error: M.thumbnailInvalid })
  .trim()
  .max(MAX_LIVE_URL_LENGTH, M.thumbnailTooLong)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .refine((v) => v === null || isHttpAddress(v), M.thumbnailInvalid);

/** A title id within PostgreSQL's int4 (a larger one is a 400, not a database error). Not coerced: a JSON number. */
const sourceVideoId = z.number({ error: M.sourceTitleInvalid }).int(M.sourceTitleInvalid).positive(M.sourceTitleInvalid).max(INT4_MAX, M.sourceTitleInvalid);

const categoryId = z.number({ error: M.categoryRequired }).int(M.categoryRequired).positive(M.categoryRequired);

export const LiveStreamFieldsInput = z.object({
  title: streamTitle,
  description: z.string({ error: M.descriptionTooLong }).trim().max(2000, M.descriptionTooLong),
  category_id: categoryId,
  /** An external HLS or DASH address (the stream then plays it; clears a looped title). */
  live_url: LiveSourceInput,
  /** One of our titles with a finished film, looped as our own channel (replaces an address). */
  source_video_id: sourceVideoId,
  /** A picture address; null or '' for none (an uploaded picture goes through the thumbnail route). */
  thumbnail: thumbnailInput,
  is_important: z.boolean(),
  is_active: z.boolean(),
  is_premium: z.boolean(),
});

const notBothSources = (b: { live_url?: unknown; source_video_id?: unknown }) => b.live_url === undefined || b.source_video_id === undefined;

/** POST /api/admin/live-streams/: a new stream, last in the order; title, category and a source (an address or a title) needed. */
export const CreateLiveStreamBody = LiveStreamFieldsInput.partial()
  .extend({ title: streamTitle, category_id: categoryId })
  .refine(notBothSources, { message: M.sourceEitherOr, path: ['live_url'] })
  .refine((b) => b.live_url !== undefined || b.source_video_id !== undefined, { message: M.sourceRequired, path: ['live_url'] });
export type CreateLiveStreamBody = z.input<typeof CreateLiveStreamBody>;

/** PATCH /api/admin/live-streams/{id}/: any non-empty subset of the fields (an address or a title, not both). */
export const UpdateLiveStreamBody = LiveStreamFieldsInput.partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), M.nothingToUpdate)
  .refine(notBothSources, { message: M.sourceEitherOr, path: ['live_url'] });
export type UpdateLiveStreamBody = z.input<typeof UpdateLiveStreamBody>;

export const AdminLiveStreamsResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.array(AdminLiveStream),
});
export type AdminLiveStreamsResponse = z.infer<typeof AdminLiveStreamsResponse>;

export const AdminLiveStreamEditResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  stream: AdminLiveStream,
});
export type AdminLiveStreamEditResponse = z.infer<typeof AdminLiveStreamEditResponse>;

/** GET /api/admin/live-streams/source-titles/?q=: titles with a finished film an own channel can loop. */
export const LiveSourceTitlesQuery = z.object({
  q: z.string().trim().max(100).optional(),
});
export type LiveSourceTitlesQuery = z.infer<typeof LiveSourceTitlesQuery>;

export const LiveSourceTitle = z.object({
  id: z.number().int(),
  title: z.string(),
  video_type: VideoTypeSchema,
  duration: z.number().int(),
  landscape_image_url: z.string().nullable(),
});
export type LiveSourceTitle = z.infer<typeof LiveSourceTitle>;

export const LiveSourceTitlesResponse = z.object({
  status: z.literal('success'),
  data: z.array(LiveSourceTitle),
});
export type LiveSourceTitlesResponse = z.infer<typeof LiveSourceTitlesResponse>;
