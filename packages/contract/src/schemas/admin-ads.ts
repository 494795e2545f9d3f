// Ads in the console (issue 17.4; not in SPEC 7): an editor creates and edits advertisements
// (SPEC 3 'Advertisement'), uploads the creative (a video through the tus ingest, a banner image
// through the picture upload), schedules, pauses and resumes them, and reads impressions, clicks and
// click-through rate per ad and per India day. Editor role (admin passes every check).
import { z } from 'zod';
import { AdType } from './ads.ts';
import { wholeId } from './common.ts';

export const ADS_ADMIN_MESSAGES = {
  titleRequired: 'Please give the ad a title',
  titleTooLong: 'The title can be at most 120 characters',
  descriptionTooLong: 'The description can be at most 500 characters',
  typeInvalid: 'Please choose where the ad shows: pre-roll, mid-roll, post-roll or banner',
  urlInvalid: 'The link must be a web address starting with http:// or https://, or a page of this site starting with /',
  ctaRequired: 'Please give the button a label',
  ctaTooLong: 'The button label can be at most 30 characters',
  skipAfterInvalid: 'Skip after must be a whole number of seconds from 0 to 60',
  startInvalid: 'Please give the start as a date and time',
  endInvalid: 'Please give the end as a date and time',
  endBeforeStart: 'The end must be after the start',
  adNotFound: 'This ad does not exist',
  adCreated: 'Ad created. Upload its creative, then resume it to start showing it.',
  adSaved: 'Ad saved',
  adPaused: 'Ad paused: viewers no longer see it',
  adAlreadyPaused: 'This ad is already paused',
  adResumed: 'Ad resumed: viewers see it within its schedule',
  adAlreadyRunning: 'This ad is already running',
  creativeNotReady: 'This ad has no ready creative yet. Upload its video or banner image first.',
  scheduleEnded: 'This ad’s schedule has ended. Move its end later before resuming it.',
  imageForBannerOnly: 'Only a banner ad takes an image. Upload a video for this ad.',
  videoForVideoAdsOnly: 'A banner ad takes an image, not a video',
  imageMissing: 'Please choose an image file',
  imageNotPicture: 'This file is not a picture we can use. Please upload a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image can be at most 5 MB',
  imageUploaded: 'Banner image uploaded',
  videoNeedsAd: 'Create the ad first, then upload its video',
  videoTooLarge: 'The video can be at most 500 MB',
  videoTooLong: 'An ad video can be at most 3 minutes long',
  videoBusy: 'This ad’s video is being processed. Please wait for it to finish.',
  rangeInvalid: 'Please give the dates as YYYY-MM-DD, the start on or before the end',
  rangeTooLong: 'Stats cover at most 92 days at a time',
} as const;
const M = ADS_ADMIN_MESSAGES;

export const MAX_AD_IMAGE_BYTES = 5 * 1024 ** 2;
export const MAX_AD_VIDEO_BYTES = 500 * 1024 ** 2;
export const MAX_AD_VIDEO_SECONDS = 3 * 60;
export const MAX_AD_STATS_DAYS = 92;

/** Where an ad is as viewers see it now: paused by an operator, before or after its window, or showing. */
export const AD_STATES = ['scheduled', 'running', 'paused', 'ended'] as const;
export const AdState = z.enum(AD_STATES);
export type AdState = z.infer<typeof AdState>;

/** The creative: none yet, a video upload's ingest steps, or ready (a playable video or an image). */
export const AD_CREATIVE_STATES = ['missing', 'uploading', 'queued', 'running', 'ready', 'failed'] as const;
export const AdCreativeState = z.enum(AD_CREATIVE_STATES);
export type AdCreativeState = z.infer<typeof AdCreativeState>;

/** An absolute http(s) address, or a page of this site ('/plans'): never javascript:, data: or '//host'. */
export function isAdLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const when = (message: string) => z.iso.datetime({ offset: true, error: message }).nullable();

const AdFieldsObject = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120, M.titleTooLong),
  description: z.string({ error: M.descriptionTooLong }).trim().max(500, M.descriptionTooLong).default(''),
  external_url: z
    .string({ error: M.urlInvalid })
    .trim()
    .max(500, M.urlInvalid)
    .refine((v) => v === '' || isAdLink(v), M.urlInvalid)
    .nullable()
    .transform((v) => (v ? v : null)),
  call_to_action: z.string({ error: M.ctaRequired }).trim().min(1, M.ctaRequired).max(30, M.ctaTooLong),
  skip_after: z.number({ error: M.skipAfterInvalid }).int(M.skipAfterInvalid).min(0, M.skipAfterInvalid).max(60, M.skipAfterInvalid),
  starts_at: when(M.startInvalid),
  ends_at: when(M.endInvalid),
});

const endAfterStart = (v: { starts_at: string | null; ends_at: string | null }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at);
const endCheck = { message: M.endBeforeStart, path: ['ends_at'] };

/** PUT /api/admin/ads/{id}/: every editable field (the type is chosen at creation). */
export const UpdateAdBody = AdFieldsObject.refine(endAfterStart, endCheck);
export type UpdateAdBody = z.infer<typeof UpdateAdBody>;

/** POST /api/admin/ads/: a new ad starts paused (it has no creative yet). */
export const CreateAdBody = AdFieldsObject.extend({ ad_type: z.enum(AdType.options, { error: M.typeInvalid }) }).refine(endAfterStart, endCheck);
export type CreateAdBody = z.infer<typeof CreateAdBody>;

/** Impressions and clicks with the click-through rate ('12.50', percent to two decimals; null for no impressions). */
export const AdCounts = z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.string().nullable() });
export type AdCounts = z.infer<typeof AdCounts>;

/** clicks / impressions as a percent to two decimals, rounded half up in integers (never a float's 0.1+0.2). */
export function clickThroughRate(impressions: number, clicks: number): string | null {
  if (impressions <= 0) return null;
  const hundredths = Math.floor((clicks * 20_000 + impressions) / (2 * impressions));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export const AdCreative = z.object({
  state: AdCreativeState,
  /** Upload or transcode percent while it runs. */
  progress: z.number().int(),
  error: z.string().nullable(),
  source_name: z.string().nullable(),
  /** What viewers are shown now (the previous creative while a new one is processed). */
  video_url: z.string().nullable(),
  banner_url: z.string().nullable(),
});
export type AdCreative = z.infer<typeof AdCreative>;

export const AdminAd = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ad_type: AdType,
  external_url: z.string().nullable(),
  call_to_action: z.string(),
  skip_after: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  state: AdState,
  creative: AdCreative,
  /** All-time counts. */
  totals: AdCounts,
});
export type AdminAd = z.infer<typeof AdminAd>;

export const AdminAdListResponse = z.object({ ads: z.array(AdminAd) });
export type AdminAdListResponse = z.infer<typeof AdminAdListResponse>;

export const AdminAdResponse = z.object({ status: z.literal('success'), message: z.string().optional(), ad: AdminAd });
export type AdminAdResponse = z.infer<typeof AdminAdResponse>;

const IsoDay = z.string({ error: M.rangeInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, M.rangeInvalid).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.rangeInvalid);

/** GET /api/admin/ads/{id}/stats/?from=&to=: India days, both included; the last 30 days by default. */
export const AdStatsQuery = z.object({ from: IsoDay.optional(), to: IsoDay.optional() });
export type AdStatsQuery = z.infer<typeof AdStatsQuery>;

export const AdDayStats = AdCounts.extend({ date: z.string() });
export type AdDayStats = z.infer<typeof AdDayStats>;

export const AdStatsResponse = z.object({ from: z.string(), to: z.string(), days: z.array(AdDayStats), totals: AdCounts });
export type AdStatsResponse = z.infer<typeof AdStatsResponse>;

/** The tus upload's metadata for an ad's video (Upload-Metadata, each value base64). */
export const AdUploadMetadata = z.object({
  ad_id: wholeId(M.videoNeedsAd),
  filename: z.string().max(300).optional(),
  filetype: z.string().max(100).optional(),
});

/** The console's ads endpoints (client builders and Fastify templates). */
export const ADMIN_ADS_API = {
  ads: '/api/admin/ads/',
  ad: (id: number | string) => `/api/admin/ads/${id}/`,
  pause: (id: number | string) => `/api/admin/ads/${id}/pause/`,
  resume: (id: number | string) => `/api/admin/ads/${id}/resume/`,
  bannerImage: (id: number | string) => `/api/admin/ads/${id}/banner-image/`,
  stats: (id: number | string) => `/api/admin/ads/${id}/stats/`,
  /** tus 1.0 uploads of ads' videos (POST creates, PATCH appends, HEAD resumes, DELETE cancels). */
  uploads: '/api/admin/ad-uploads/',
} as const;

export const ADMIN_ADS_ROUTES = {
  ad: '/api/admin/ads/:id/',
  pause: '/api/admin/ads/:id/pause/',
  resume: '/api/admin/ads/:id/resume/',
  bannerImage: '/api/admin/ads/:id/banner-image/',
  stats: '/api/admin/ads/:id/stats/',
} as const;
