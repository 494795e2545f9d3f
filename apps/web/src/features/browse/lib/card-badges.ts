// Which tags a category-page card carries (SPEC 2.19): NEW when created within 7 days (contract
// rule), PREMIUM for paid or premium-flagged titles, RENTAL for rentals.
import type { Video } from '@ott/contract';
import { isNewVideo } from '@ott/contract';

export interface CardBadges {
  isNew: boolean;
  isPremium: boolean;
  isRental: boolean;
}

export function cardBadges(
  video: Pick<Video, 'created_at' | 'video_type' | 'is_premium'>,
  now: Date = new Date(),
): CardBadges {
  return {
    isNew: isNewVideo(video.created_at, now),
    isPremium: video.video_type === 'paid' || (video.is_premium && video.video_type !== 'rental'),
    isRental: video.video_type === 'rental',
  };
}
