// Every demo video in id order (id = index + 1).
import type { VideoSeed } from './video-seed.ts';
import { ENTERTAINMENT_VIDEOS } from './videos-entertainment.ts';
import { REGIONAL_VIDEOS } from './videos-regional.ts';

export const VIDEO_SEED: VideoSeed[] = [...ENTERTAINMENT_VIDEOS, ...REGIONAL_VIDEOS];
