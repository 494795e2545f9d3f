// Read-only views of a watchlist item for its card (SPEC 2.20, 9 'Duration as hours and minutes').
import type { DurationUnits, WatchlistItem } from '@ott/contract';
import { DURATION_UNITS, formatHoursMinutes, toTitleCase } from '@ott/contract';

export interface WatchlistCardView {
  videoId: number;
  title: string;
  year: string;
  duration: string;
  image: string | undefined;
  videoType: WatchlistItem['content_details']['video_type'];
}

export function watchlistCardView(item: WatchlistItem, units: DurationUnits = DURATION_UNITS): WatchlistCardView {
  const details = item.content_details;
  return {
    videoId: details.id,
    title: toTitleCase(details.title),
    year: details.release_date ? details.release_date.slice(0, 4) : '',
    duration: formatHoursMinutes(details.duration, units),
    image: details.portrait_thumbnail_url || details.thumbnail_url || undefined,
    videoType: details.video_type,
  };
}
