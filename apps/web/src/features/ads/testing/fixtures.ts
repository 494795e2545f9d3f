// Test-only: contract-shaped ads.
import type { Advertisement } from '@ott/contract';

export function makeAd(overrides: Partial<Advertisement> & { id: number }): Advertisement {
  return {
    title: `Ad ${overrides.id}`,
    description: 'An advertisement.',
    ad_type: 'pre_roll',
    video_file: `/media/ads/${overrides.id}/master.m3u8`,
    banner_image: null,
    external_url: '/plans',
    call_to_action: 'Learn More',
    skip_after: 5,
    is_active_now: true,
    ...overrides,
  };
}

export const makeBanner = (overrides: Partial<Advertisement> & { id: number }) =>
  makeAd({ ad_type: 'banner', video_file: null, banner_image: `/media/banners/${overrides.id}.jpg`, skip_after: 0, ...overrides });

export const videoAds = (preRoll: Advertisement[]) => ({ pre_roll: preRoll, mid_roll: [], post_roll: [] });
