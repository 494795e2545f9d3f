import { z } from 'zod';
import { PopupConfig } from './popup.ts';
import { PLAN_VIDEO_HEIGHTS } from '../rules/video-height-cap.ts';

// The console's subscription plans (finance role) and welcome popup (editor role); issue 15.4, not
// in SPEC 7. Prices are typed in rupees ('199' or '199.50') and stored as integer paise: the text
// is read digit by digit, never through a float. Plans are never deleted (orders point at them):
// is_active false hides one. At most one plan is popular: marking one clears the others.

export const ADMIN_PLANS_POPUP_MESSAGES = {
  planNameRequired: 'Plan name is required',
  planNameTooLong: 'Plan name must be at most 100 characters',
  planPriceInvalid: 'Enter the price in rupees, like 199 or 199.50',
  planPriceRange: 'The price must be between ₹1 and ₹1,00,000',
  planDurationInvalid: 'The duration must be a whole number of days between 1 and 3650',
  planTextTooLong: 'This text must be at most 100 characters',
  planDescriptionTooLong: 'Description must be at most 1000 characters',
  planFeaturesInvalid: 'Up to 20 features, each at most 200 characters',
  planStreamsInvalid: 'Streams at once must be a whole number between 1 and 5',
  planVideoHeightInvalid: 'Choose HD (720p), Full HD (1080p) or 4K Ultra HD (2160p)',
  planDownloadsInvalid: 'Downloads at once must be a whole number between 0 and 100',
  planNotFound: 'Plan not found',
  planCreated: 'Plan added',
  planSaved: 'Plan saved',
  popupTitleRequired: 'Popup title is required',
  popupTitleTooLong: 'Popup title must be at most 120 characters',
  popupMessageTooLong: 'Popup message must be at most 1000 characters',
  popupButtonRequired: 'Button text is required',
  popupButtonTooLong: 'Button text must be at most 40 characters',
  popupLinkInvalid: 'The button link must be a page of this site (starting with /) or an https:// address',
  popupImageSizeInvalid: 'Image width and height must be whole numbers of pixels between 16 and 2000',
  popupMediaInvalid: 'Upload the file again: this picture or sound is not one of ours',
  popupDelayInvalid: 'The delay must be a whole number of milliseconds between 0 and 60000',
  popupPagesInvalid: 'List up to 20 pages, each starting with /',
  popupImageNotPicture: 'Please upload a JPEG, PNG or WebP picture',
  popupImageTooLarge: 'The picture must be at most 5 MB',
  popupSoundNotAudio: 'Please upload a short MP3, M4A, OGG or WAV sound',
  popupSoundTooLong: 'The sound must be at most 30 seconds long',
  popupSoundTooLarge: 'The sound must be at most 2 MB',
  popupSaved: 'Popup saved',
  popupImageUploaded: 'Picture uploaded',
  popupSoundUploaded: 'Sound uploaded',
} as const;

const M = ADMIN_PLANS_POPUP_MESSAGES;

export const POPUP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POPUP_SOUND_MAX_BYTES = 2 * 1024 * 1024;
export const POPUP_SOUND_MAX_SECONDS = 30;
export const PLAN_PRICE_MAX_PAISE = 10_000_000;
/** Issue 18: what a plan may promise (streams at once, titles downloaded at once; 0 = no downloads). */
export const PLAN_MAX_STREAMS_LIMIT = 5;
export const PLAN_DOWNLOAD_LIMIT_MAX = 100;

/** '199', '199.5', '199.50' (or the number 199.5) → 19950 paise; anything else is null. */
export function rupeeTextToPaise(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 19950 → '199.50', 19900 → '199' (the console's form value). */
export function paiseToRupeeText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

const PlanPrice = z
  .union([z.string(), z.number()], { error: M.planPriceInvalid })
  .transform((value, ctx) => {
    const paise = rupeeTextToPaise(value);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: M.planPriceInvalid });
      return z.NEVER;
    }
    if (paise < 100 || paise > PLAN_PRICE_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: M.planPriceRange });
      return z.NEVER;
    }
    return paise;
  });

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const planName = z.string({ error: M.planNameRequired }).trim().min(1, M.planNameRequired).max(100, M.planNameTooLong);

export const PlanFieldsInput = z.object({
  name: planName,
  /** Rupees as typed ('199', '199.50'); stored as paise. */
  price: PlanPrice,
  duration_days: z.number({ error: M.planDurationInvalid }).int(M.planDurationInvalid).min(1, M.planDurationInvalid).max(3650, M.planDurationInvalid),
  /** null or '': worked out from the days ('30 Days', '1 Year'). */
  duration_text: optionalText(100, M.planTextTooLong),
  /** null or '': price ÷ days (SPEC 9). */
  per_day_text: optionalText(100, M.planTextTooLong),
  popular: z.boolean(),
  badge: optionalText(100, M.planTextTooLong),
  brand_text: z.string({ error: M.planTextTooLong }).trim().max(100, M.planTextTooLong),
  features: z
    .array(z.string().trim().max(200, M.planFeaturesInvalid), { error: M.planFeaturesInvalid })
    .max(20, M.planFeaturesInvalid)
    .transform((list) => list.filter((f) => f !== '')),
  description: z.string({ error: M.planDescriptionTooLong }).trim().max(1000, M.planDescriptionTooLong),
  is_active: z.boolean(),
  /** Issue 18: streams playing at once on the account (1-5). */
  max_streams: z.number({ error: M.planStreamsInvalid }).int(M.planStreamsInvalid).min(1, M.planStreamsInvalid).max(PLAN_MAX_STREAMS_LIMIT, M.planStreamsInvalid),
  /** Issue 18: the top quality: 720 (HD), 1080 (Full HD), 2160 (4K Ultra HD). */
  max_video_height: z
    .number({ error: M.planVideoHeightInvalid })
    .refine((value) => (PLAN_VIDEO_HEIGHTS as readonly number[]).includes(value), M.planVideoHeightInvalid),
  /** Issue 18: titles kept offline at once (0-100, 0 = no downloads). */
  download_limit: z.number({ error: M.planDownloadsInvalid }).int(M.planDownloadsInvalid).min(0, M.planDownloadsInvalid).max(PLAN_DOWNLOAD_LIMIT_MAX, M.planDownloadsInvalid),
});

/** POST /api/admin/plans/: name, price and days are needed; the rest has defaults. */
export const CreatePlanBody = PlanFieldsInput.partial().extend({
  name: planName,
  price: PlanPrice,
  duration_days: PlanFieldsInput.shape.duration_days,
});
export type CreatePlanBody = z.input<typeof CreatePlanBody>;

/** PATCH /api/admin/plans/{id}/: any subset. */
export const UpdatePlanBody = PlanFieldsInput.partial();
export type UpdatePlanBody = z.input<typeof UpdatePlanBody>;

export const AdminPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  price_paise: z.number().int(),
  /** The price in rupees as viewers see it (price_paise / 100). */
  price: z.number(),
  duration_days: z.number().int(),
  duration_text: z.string().nullable(),
  per_day_text: z.string().nullable(),
  popular: z.boolean(),
  badge: z.string().nullable(),
  brand_text: z.string(),
  features: z.array(z.string()),
  description: z.string(),
  is_active: z.boolean(),
  max_streams: z.number().int(),
  max_video_height: z.number().int(),
  download_limit: z.number().int(),
  /** Orders ever made for this plan (why it can only be hidden, never deleted). */
  orders_count: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

export const AdminPlansResponse = z.object({ status: z.literal('success'), message: z.string().optional(), data: z.array(AdminPlan) });
export type AdminPlansResponse = z.infer<typeof AdminPlansResponse>;
export const AdminPlanResponse = z.object({ status: z.literal('success'), message: z.string(), plan: AdminPlan });
export type AdminPlanResponse = z.infer<typeof AdminPlanResponse>;

// ---------------------------------------------------------------------------------------------
// Welcome popup. The image and sound are media paths (relative to the media origin) or null: a save
// may keep the stored one (say the demo's 'creative/welcome.jpg') or name a fresh upload ('popup/…').
// ---------------------------------------------------------------------------------------------

/** A picture or sound the popup upload routes stored. */
export const POPUP_MEDIA_PATH = /^popup\/[a-f0-9]{16}\.(jpg|mp3|m4a|ogg|wav)$/;
/** Any media path of ours: no scheme, no host, no '..'. */
const MEDIA_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9_\-./]*\.(jpe?g|png|webp|mp3|m4a|ogg|wav)$/;
const popupMedia = z.string({ error: M.popupMediaInvalid }).max(300, M.popupMediaInvalid).regex(MEDIA_PATH, M.popupMediaInvalid).nullable();
const pixels = z.number({ error: M.popupImageSizeInvalid }).int(M.popupImageSizeInvalid).min(16, M.popupImageSizeInvalid).max(2000, M.popupImageSizeInvalid).nullable();
const buttonUrl = z
  .string({ error: M.popupLinkInvalid })
  .trim()
  .max(500, M.popupLinkInvalid)
  .refine((v) => v === '' || (/^\/(?!\/)/.test(v) && !/\s/.test(v)) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(v), M.popupLinkInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const UpdatePopupBody = z.object({
  showPopup: z.boolean(),
  popupContent: z.object({
    title: z.string({ error: M.popupTitleRequired }).trim().min(1, M.popupTitleRequired).max(120, M.popupTitleTooLong),
    message: z.string({ error: M.popupMessageTooLong }).trim().max(1000, M.popupMessageTooLong),
    imageUrl: popupMedia,
    imageWidth: pixels,
    imageHeight: pixels,
    buttonText: z.string({ error: M.popupButtonRequired }).trim().min(1, M.popupButtonRequired).max(40, M.popupButtonTooLong),
    buttonUrl,
    closeButtonText: z
      .string({ error: M.popupButtonTooLong })
      .trim()
      .max(40, M.popupButtonTooLong)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    soundUrl: popupMedia,
  }),
  popupSettings: z.object({
    autoShow: z.boolean(),
    showOnLoad: z.boolean(),
    delay: z.number({ error: M.popupDelayInvalid }).int(M.popupDelayInvalid).min(0, M.popupDelayInvalid).max(60_000, M.popupDelayInvalid),
    dismissible: z.boolean(),
    deviceType: z.enum(['desktop', 'mobile', 'all']),
    showOnPages: z
      .array(z.string().trim().regex(/^\/\S*$/, M.popupPagesInvalid), { error: M.popupPagesInvalid })
      .max(20, M.popupPagesInvalid)
      .transform((pages) => [...new Set(pages)]),
  }),
});
export type UpdatePopupBody = z.input<typeof UpdatePopupBody>;

/** GET and PUT /api/admin/popup/: the stored form (media as paths) and what viewers are served (addresses). */
export const AdminPopupResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  config: PopupConfig,
  served: PopupConfig,
});
export type AdminPopupResponse = z.infer<typeof AdminPopupResponse>;

/** POST /api/admin/popup/image/ and /sound/ (multipart `file`): the stored path and its address. */
export const AdminPopupMediaResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  path: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type AdminPopupMediaResponse = z.infer<typeof AdminPopupMediaResponse>;
