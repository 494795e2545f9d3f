// Test-only: stands in for the player's Shaka module, which jsdom must never load. A test swaps it in
// with `vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'))`
// and reads `loadedSources` or `loadedUrls()`; `preparePlayback()` belongs in its beforeEach (and
// `vi.restoreAllMocks()` in its afterEach).
import { vi } from 'vitest';
import type { PlaybackEngine, PlayerSource, StreamTextTrack } from '@/features/player/index.ts';

/** Every source an engine was asked to load, in order. */
export const loadedSources: PlayerSource[] = [];
/** The text tracks the loaded stream carries (none unless a test sets some), and every showTextTrack call. */
export const streamTextTracks: StreamTextTrack[] = [];
export const shownTextTracks: (string | null)[] = [];

/** The URLs of `loadedSources`. */
export const loadedUrls = () => loadedSources.map((source) => source.url);

/** Forgets the loaded sources and makes media elements' play() resolve (jsdom cannot play). */
export function preparePlayback() {
  loadedSources.splice(0);
  streamTextTracks.splice(0);
  shownTextTracks.splice(0);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

export const loadShaka = vi.fn(async () => undefined);
export const warmUpPlayback = vi.fn();
export const createShakaEngine = vi.fn(
  async (): Promise<PlaybackEngine> => ({
    load: async (source) => void loadedSources.push(source),
    getQualities: () => [],
    setQuality: () => undefined,
    isAutoQuality: () => true,
    getTextTracks: () => [...streamTextTracks],
    showTextTrack: (language) => void shownTextTracks.push(language),
    destroy: async () => undefined,
  }),
);
