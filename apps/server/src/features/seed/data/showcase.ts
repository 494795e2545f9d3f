// Hero slides (SPEC 2.3, 5 slides with promo clips) and live channels per category (SPEC 3 'Live
// stream'); one important, active channel lights the header's LIVE button (SPEC 4 'Live presence').
import { CATEGORY, type CategoryId } from './categories.ts';

/** Hero slides by video title, in carousel order. */
export const HERO_SEED: string[] = [
  'Godavari Sunrise',
  'Rayalaseema Roar',
  'Kakinada Express',
  'Hyderabad Diaries',
  'Simhadri Chase',
];

export interface LiveStreamSeed {
  title: string;
  description: string;
  categoryId: CategoryId;
  /**
   * Streams the server's real live channel (streaming feature: a sliding-window HLS playlist that
   * loops this channel's own clip, with captions); other channels play their own looped clip.
   */
  isLiveChannel?: boolean;
  isImportant?: boolean;
  isActive?: boolean;
  isPremium?: boolean;
}

export const LIVE_STREAM_SEED: LiveStreamSeed[] = [
  { title: 'Telugu News 24x7', description: 'Breaking news from both Telugu states, round the clock.', categoryId: CATEGORY.news, isLiveChannel: true, isImportant: true },
  { title: 'Assembly Session Live', description: 'Proceedings of the legislative assembly when in session.', categoryId: CATEGORY.news, isActive: false },
  { title: 'Tirumala Live Darshan', description: 'Live from the Tirumala hills.', categoryId: CATEGORY.devotional },
  { title: 'Bhakti Keerthanalu Live', description: 'Devotional songs all day.', categoryId: CATEGORY.devotional },
  { title: 'Folk Radio Live', description: 'Folk songs from Telangana and Andhra villages.', categoryId: CATEGORY.music },
  { title: 'Tollywood Premiere Night', description: 'Red carpet and audio launches, live.', categoryId: CATEGORY.movies, isPremium: true },
  { title: 'Comedy Nonstop', description: 'Back-to-back comedy scenes.', categoryId: CATEGORY.comedy },
  { title: 'Kids Cartoon Channel', description: 'Telugu cartoons for kids.', categoryId: CATEGORY.kids },
];
