import { z } from 'zod';
import { INT4_MAX, wholeId } from './common.ts';

// SPEC 3 'Advertisement', SPEC 4 'Ads', SPEC 7 'Ads'.

/** Ad types shown around a video, in the keys of GET /api/video/{videoId}/ads/. */
export const VIDEO_AD_TYPES = ['pre_roll', 'mid_roll', 'post_roll'] as const;
export const VideoAdType = z.enum(VIDEO_AD_TYPES);
export type VideoAdType = z.infer<typeof VideoAdType>;
/** Every ad type an advertisement row may carry (banner ads sit on pages, not in a video). */
export const AD_TYPES = [...VIDEO_AD_TYPES, 'banner'] as const;
export const AdType = z.enum(AD_TYPES);
export type AdType = z.infer<typeof AdType>;

export const ADS_MESSAGES = {
  adNotFound: 'Advertisement not found',
} as const;

/** SPEC 3 'Advertisement'. Media URLs are absolute or origin-relative, ready for the browser. */
export const Advertisement = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ad_type: AdType,
  video_file: z.string().nullable(),
  banner_image: z.string().nullable(),
  external_url: z.string().nullable(),
  call_to_action: z.string(),
  /** Seconds before Skip is offered (0 = skippable at once). */
  skip_after: z.number().int().nonnegative(),
  is_active_now: z.boolean(),
});
export type Advertisement = z.infer<typeof Advertisement>;

/** GET /api/video/{videoId}/ads/: lists keyed by ad type, in play order; all empty for subscribers. */
export const VideoAdsResponse = z.object({
  pre_roll: z.array(Advertisement),
  mid_roll: z.array(Advertisement),
  post_roll: z.array(Advertisement),
});
export type VideoAdsResponse = z.infer<typeof VideoAdsResponse>;

export const VideoAdsParams = z.object({ videoId: wholeId() });

/** GET /api/ads/banner/: rotating banners (SPEC 9: every 10 s); empty for subscribers. */
export const BannerAdsResponse = z.array(Advertisement);
export type BannerAdsResponse = z.infer<typeof BannerAdsResponse>;

/**
 * Client-generated id of one playback or page view (a UUID or similar): the dedupe key for
 * tracking, so one view counts one impression and one click per ad however often it is posted.
 */
export const AdViewId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'view_id must be 8-64 letters, digits, - or _');

/**
 * The spec's client sends user_id; the server NEVER trusts it (the session user, or nobody for a
 * visitor, is recorded). Accepted in any form so old clients are not refused.
 */
const IgnoredUserId = z.unknown().optional();

/** A number or a digit string ('' and null mean none); arrays and other shapes are refused. */
const OptionalVideoId = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(INT4_MAX).nullable().optional(),
);

/** POST /api/advertisements/{id}/track_impression/. */
export const TrackImpressionBody = z.object({
  user_id: IgnoredUserId,
  video_id: OptionalVideoId,
  /** Where the ad was shown: one of the ad types (pre_roll, banner, ...). */
  impression_type: AdType,
  view_id: AdViewId.optional(),
});
export type TrackImpressionBody = z.infer<typeof TrackImpressionBody>;

/** POST /api/advertisements/{id}/track_click/. */
export const TrackClickBody = z.object({
  user_id: IgnoredUserId,
  video_id: OptionalVideoId,
  view_id: AdViewId.optional(),
});
export type TrackClickBody = z.infer<typeof TrackClickBody>;

/** counted is false when this view's impression (or click) of the ad was already recorded. */
export const TrackAdResponse = z.object({ status: z.literal('success'), counted: z.boolean() });
export type TrackAdResponse = z.infer<typeof TrackAdResponse>;
