// Every demo video in id order (id = index + 1).
import type { VideoSeed } from './video-seed.ts';
import { ENTERTAINMENT_VIDEOS } from './videos-entertainment.ts';
import { REGIONAL_VIDEOS } from './videos-regional.ts';
import { SERIES_EPISODES } from './videos-series.ts';

// Episodes come last: ids are positions, so new titles are only ever appended.
export const VIDEO_SEED: VideoSeed[] = [...ENTERTAINMENT_VIDEOS, ...REGIONAL_VIDEOS, ...SERIES_EPISODES];
