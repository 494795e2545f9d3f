import { z } from 'zod';
import { VideoTypeSchema, wholeId } from './common.ts';
import { Pagination } from './content.ts';

// The operator console's catalogue (issue 15 points 2-5; not in SPEC 7): titles, their upload and
// transcode, artwork, subtitles and publishing. Editor role (admin passes every role check).

/**
 * What the console shows a title as. The first three come from its media (an upload still arriving,
 * a transcode queued or running, a failed one); the rest from publishing once the media is ready.
 */
export const TITLE_STATUSES = ['uploading', 'processing', 'failed', 'draft', 'scheduled', 'published'] as const;
export const TitleStatus = z.enum(TITLE_STATUSES);
export type TitleStatus = z.infer<typeof TitleStatus>;

/** The ingest of a title's film: upload, then the transcode job's steps. */
export const INGEST_STATES = ['uploading', 'queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const IngestState = z.enum(INGEST_STATES);
export type IngestState = z.infer<typeof IngestState>;

/** The transcode job's steps, in order, as the console names them while it runs. */
export const INGEST_STEPS = ['probe', 'encode', 'protect', 'subtitles', 'images', 'trick_play', 'store'] as const;
export const IngestStep = z.enum(INGEST_STEPS);
export type IngestStep = z.infer<typeof IngestStep>;

/** Largest film the upload accepts (a 2-hour 4K master fits). */
export const MAX_UPLOAD_BYTES = 50 * 1024 ** 3;
/** Largest subtitle file and artwork picture the console accepts. */
export const MAX_SUBTITLE_BYTES = 2 * 1024 ** 2;
export const MAX_IMAGE_BYTES = 10 * 1024 ** 2;
export const MAX_RENTAL_PRICE_RUPEES = 10_000;
/** A promo clip (a trailer) is short: uploaded in one request, so kept small. */
export const MAX_PROMO_BYTES = 200 * 1024 ** 2;
export const MAX_PROMO_SECONDS = 5 * 60;

/** The promo clip's transcode job (the 'title-promo' job; title_promos.state). */
export const PROMO_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const PromoState = z.enum(PROMO_STATES);
export type PromoState = z.infer<typeof PromoState>;

export const ADMIN_TITLE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  moodTooLong: 'A mood must be at most 40 characters',
  releaseDateInvalid: 'Please enter the release date as a date',
  rentalNeedsPrice: 'A rental title needs a price and a rental period',
  priceRange: `Rental price must be between ₹1 and ₹${MAX_RENTAL_PRICE_RUPEES.toLocaleString('en-IN')}`,
  pricePaise: 'Rental price can have at most two decimal places',
  rentalDaysRange: 'Rental period must be between 1 and 365 days',
  categoryNotFound: 'Please choose a category from the list',
  regionMismatch: 'The chosen places do not belong together. Choose them again from the state down.',
  titleNotFound: 'Title not found',
  saved: 'Changes saved',
  created: 'Title created',
  notAVideo: 'This file is not a video we can read. Upload an MP4, MOV, MKV or WebM file.',
  truncated: 'This file is incomplete or damaged. Upload it again from the original.',
  noVideoStream: 'This file has only sound, no picture. Upload the film itself.',
  uploadTooLarge: 'This file is larger than 50 GB',
  uploadInProgress: 'This title is already uploading or processing a film. Cancel that first.',
  uploadNeedsTitle: 'Create the title first, then upload its film',
  uploadCancelled: 'Upload cancelled',
  transcodeQueued: 'Processing will start shortly',
  transcodeCancelled: 'Processing cancelled',
  transcodeWorkerLost: 'The processing server stopped while working on this title. Press Retry to start again.',
  nothingToCancel: 'Nothing is uploading or processing for this title',
  nothingToRetry: 'Only a failed or cancelled film can be retried',
  retryNeedsSource: 'The uploaded file is no longer here. Upload the film again.',
  typeChangeNeedsUnpublish: 'Unpublish the title before changing it between free and paid: its film is packaged again',
  publishNeedsMedia: 'Upload the film and wait for processing to finish before publishing',
  publishAtPast: 'Choose a publishing time in the future',
  published: 'Title published',
  scheduled: 'Publishing scheduled',
  unpublished: 'Title unpublished',
  alreadyPublished: 'This title is already published',
  notPublished: 'This title is not published',
  imageNotOption: "Pick one of this title's pictures or upload your own",
  imageNotPicture: 'Artwork must be a JPEG, PNG or WebP picture',
  imageTooLarge: 'Artwork must be at most 10 MB',
  subtitleNotText: 'Subtitles must be an SRT or WebVTT file',
  subtitleEmpty: 'This subtitle file has no captions in it',
  subtitleTooLarge: 'A subtitle file must be at most 2 MB',
  subtitleLanguage: 'Please choose the language of the subtitles',
  subtitleExists: 'This title already has subtitles in that language. Remove them first.',
  subtitleAdded: 'Subtitles added',
  subtitleRemoved: 'Subtitles removed',
  subtitleNotFound: 'Subtitles not found',
  promoMissing: 'Choose a video file for the promo clip',
  promoTooLarge: 'A promo clip must be at most 200 MB',
  promoTooLong: 'A promo clip must be at most 5 minutes long',
  promoNoVideoStream: 'This file has only sound, no picture. Upload the promo clip itself.',
  promoQueued: 'Promo clip uploaded. Processing will start shortly',
  promoRemoved: 'Promo clip removed',
  promoBusy: 'The promo clip is still processing. Wait until it has finished.',
  noPromo: 'This title has no promo clip',
  promoWorkerLost: 'The processing server stopped while working on this promo clip. Upload it again.',
} as const;

const M = ADMIN_TITLE_MESSAGES;

const nullableText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Rupees with at most two decimals, as the operator types them; stored as paise. */
export const RentalPriceInput = z.object({
  rental_price: z
    .number({ error: M.priceRange })
    .min(1, M.priceRange)
    .max(MAX_RENTAL_PRICE_RUPEES, M.priceRange)
    .refine((rupees) => Number.isInteger(Math.round(rupees * 100)) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, M.pricePaise),
  rental_duration: z.number({ error: M.rentalDaysRange }).int(M.rentalDaysRange).min(1, M.rentalDaysRange).max(365, M.rentalDaysRange),
});
export type RentalPriceInput = z.infer<typeof RentalPriceInput>;

/** Regional placement, from the state down; each level needs the one above (checked on the server too). */
export const TitleRegionInput = z
  .object({
    state_id: z.number().int().positive().nullable(),
    district_id: z.number().int().positive().nullable(),
    constituency_id: z.number().int().positive().nullable(),
    mandal_id: z.number().int().positive().nullable(),
    village_id: z.number().int().positive().nullable(),
  })
  .refine(
    (r) => {
      const chain = [r.state_id, r.district_id, r.constituency_id, r.mandal_id, r.village_id];
      const firstGap = chain.findIndex((id) => id === null);
      return firstGap < 0 || chain.slice(firstGap).every((id) => id === null);
    },
    { message: M.regionMismatch },
  );
export type TitleRegionInput = z.infer<typeof TitleRegionInput>;

const titleText = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleTooLong);

/** Every editable field of a title (SPEC 3 'Video/Movie'); PATCH takes any subset. */
export const TitleFieldsInput = z.object({
  title: titleText,
  description: z.string().trim().max(5000, M.descriptionTooLong),
  video_type: VideoTypeSchema,
  is_4k: z.boolean(),
  mood1: nullableText(40, M.moodTooLong),
  mood2: nullableText(40, M.moodTooLong),
  category_id: z.number().int().positive().nullable(),
  release_date: z.iso.date({ error: M.releaseDateInvalid }).nullable(),
  rental_prices: z.array(RentalPriceInput).max(5),
  region: TitleRegionInput,
  /** One of the title's image_options paths (a frame or an uploaded picture), or null for none. */
  landscape_image: z.string().max(300).nullable(),
  portrait_image: z.string().max(300).nullable(),
});

/** The rental rule for a complete or merged set of fields (the server checks it after merging a PATCH). */
export function rentalPricesProblem(fields: {
  readonly video_type: string;
  readonly rental_prices: readonly unknown[];
}): string | null {
  return fields.video_type === 'rental' && fields.rental_prices.length === 0 ? M.rentalNeedsPrice : null;
}

/** POST /api/admin/titles/: a new draft; only the name is needed (the rest has defaults). */
export const CreateTitleBody = TitleFieldsInput.partial().extend({ title: titleText });
export type CreateTitleBody = z.infer<typeof CreateTitleBody>;

/** PATCH /api/admin/titles/{id}/. */
export const UpdateTitleBody = TitleFieldsInput.partial();
export type UpdateTitleBody = z.infer<typeof UpdateTitleBody>;

/** POST /api/admin/titles/{id}/publish/: now, or at `publish_at` (an ISO time in the future). */
export const PublishTitleBody = z.object({
  publish_at: z.iso.datetime({ offset: true, error: M.publishAtPast }).nullable().optional(),
});
export type PublishTitleBody = z.infer<typeof PublishTitleBody>;

export const TitleIngest = z.object({
  state: IngestState,
  /** The running step, or null before the job starts and after it ends. */
  step: IngestStep.nullable(),
  /** Whole percent of the job (of the upload while uploading). */
  progress: z.number().int().min(0).max(100),
  /** Why it failed, in words an operator can act on (ffmpeg's own reason included). */
  error: z.string().nullable(),
  attempt: z.number().int(),
  source_name: z.string().nullable(),
  source_bytes: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TitleIngest = z.infer<typeof TitleIngest>;

/** The last promo clip uploaded for a title and its transcode (what plays is AdminTitle.promo_hls_url). */
export const TitlePromo = z.object({
  state: PromoState,
  /** Whole percent of the transcode. */
  progress: z.number().int().min(0).max(100),
  /** Why it failed, in words an operator can act on (ffmpeg's own reason included). */
  error: z.string().nullable(),
  source_name: z.string().nullable(),
  updated_at: z.string(),
});
export type TitlePromo = z.infer<typeof TitlePromo>;

export const TitleImageOption = z.object({
  /** What the form sends back as landscape_image or portrait_image. */
  path: z.string(),
  url: z.string(),
  kind: z.enum(['frame', 'upload']),
  width: z.number().int(),
  height: z.number().int(),
});
export type TitleImageOption = z.infer<typeof TitleImageOption>;

export const TitleSubtitle = z.object({
  id: z.number().int(),
  /** BCP 47 tag, e.g. 'te', 'en'. */
  language: z.string(),
  label: z.string(),
});
export type TitleSubtitle = z.infer<typeof TitleSubtitle>;

const RegionRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const AdminTitle = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  video_type: VideoTypeSchema,
  /** Shown with the crown badge: every paid title is premium (SPEC 3 is_premium; not set separately). */
  is_premium: z.boolean(),
  is_4k: z.boolean(),
  mood1: z.string().nullable(),
  mood2: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  release_date: z.string().nullable(),
  rental_prices: z.array(RentalPriceInput),
  region: z.object({
    state: RegionRef,
    district: RegionRef,
    constituency: RegionRef,
    mandal: RegionRef,
    village: RegionRef,
  }),
  status: TitleStatus,
  publish_at: z.string().nullable(),
  duration: z.number().int(),
  landscape_image: z.string().nullable(),
  portrait_image: z.string().nullable(),
  landscape_image_url: z.string().nullable(),
  portrait_image_url: z.string().nullable(),
  image_options: z.array(TitleImageOption),
  subtitles: z.array(TitleSubtitle),
  /** The film's audio tracks as languages (BCP 47, 'und' when the file names none). */
  audio_languages: z.array(z.string()),
  /** Preview stream for the console's player (signed when protected); null until processed. */
  hls_url: z.string().nullable(),
  dash_url: z.string().nullable(),
  is_protected: z.boolean(),
  ingest: TitleIngest.nullable(),
  /**
   * The promo (trailer) viewers see on the title page and in the hero: public, never signed, even
   * for a paid title (SPEC 2.12). Null when there is none; an uploaded one replaces the seed's.
   */
  promo_hls_url: z.string().nullable(),
  /** The last promo clip upload and its processing; null when none was uploaded here. */
  promo: TitlePromo.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTitle = z.infer<typeof AdminTitle>;

export const AdminTitleResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  title: AdminTitle,
});
export type AdminTitleResponse = z.infer<typeof AdminTitleResponse>;

export const AdminTitleRow = AdminTitle.pick({
  id: true,
  title: true,
  video_type: true,
  category_name: true,
  status: true,
  publish_at: true,
  duration: true,
  landscape_image_url: true,
  ingest: true,
  updated_at: true,
});
export type AdminTitleRow = z.infer<typeof AdminTitleRow>;

/** GET /api/admin/titles/: search by name, filter by status, type and category; newest first. */
export const AdminTitlesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: TitleStatus.optional(),
  video_type: VideoTypeSchema.optional(),
  category_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminTitlesQuery = z.infer<typeof AdminTitlesQuery>;

export const AdminTitlesResponse = z.object({
  status: z.literal('success'),
  data: z.array(AdminTitleRow),
  pagination: Pagination,
});
export type AdminTitlesResponse = z.infer<typeof AdminTitlesResponse>;

/**
 * The tus upload's metadata (Upload-Metadata header, each value base64): the title it is for and
 * the file's own name and type, shown in the console.
 */
export const UploadMetadata = z.object({
  title_id: z.coerce.number().int().positive({ error: M.uploadNeedsTitle }),
  filename: z.string().max(300).optional(),
  filetype: z.string().max(100).optional(),
});
export type UploadMetadata = z.infer<typeof UploadMetadata>;

/** Multipart fields of POST /api/admin/titles/{id}/subtitles/ (beside the file). */
export const SubtitleFields = z.object({
  language: z.string({ error: M.subtitleLanguage }).regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, M.subtitleLanguage),
  label: z.string().trim().min(1, M.subtitleLanguage).max(40, M.subtitleLanguage),
});
export type SubtitleFields = z.infer<typeof SubtitleFields>;

/** DELETE /api/admin/titles/{id}/subtitles/{subtitleId}/: both ids within PostgreSQL's integer. */
export const SubtitleParams = z.object({ id: wholeId(), subtitleId: wholeId() });
