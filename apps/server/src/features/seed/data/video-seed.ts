// Shape of one demo video and a terse builder so the catalogue tables read like a listing.
import type { SkipMarkerKind, VideoType } from '@ott/contract';
import type { CategoryId } from './categories.ts';

export interface VideoSeed {
  title: string;
  /** How a Telugu-script title is written in English letters on its demo artwork (the poster
   * font cannot shape Telugu). Search does not need it: videos.title_latin is derived from the title. */
  titleLatin?: string;
  description: string;
  categoryId: CategoryId;
  type: VideoType;
  /** Rental prices: [paise, days]; the first one is what the client shows (SPEC 3). */
  prices?: [number, number][];
  moods?: [string, string?];
  is4k?: boolean;
  releaseDate: string;
  /** created_at = seed time minus this many days (NEW badge within 7, SPEC 2.19). */
  ageDays: number;
  views: number;
  durationSeconds: number;
  isNews?: boolean;
  /** Village name from regions.ts: tags the video with the village and all its parents. */
  village?: string;
  /** Issue 18.4: an episode of a seeded series (data/series.ts): no promo, not in film lists. */
  episode?: { series: number; season: number; number: number };
  /** Issue 18.5: skip markers as [kind, start, end] in seconds of the demo clip. */
  markers?: readonly (readonly [SkipMarkerKind, number, number])[];
}

type Extra = Omit<VideoSeed, 'title' | 'description' | 'categoryId' | 'type'>;

export const video = (
  title: string,
  categoryId: CategoryId,
  type: VideoType,
  description: string,
  extra: Extra,
): VideoSeed => ({ title, categoryId, type, description, ...extra });
