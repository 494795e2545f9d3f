// Test-only: stands in for the player's Shaka module, which jsdom must never load. A test swaps it in
// with `vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'))`
// and reads `loadedSources` or `loadedUrls()`; `preparePlayback()` belongs in its beforeEach (and
// `vi.restoreAllMocks()` in its afterEach).
import { vi } from 'vitest';
import type { AudioLanguage, EngineListeners, PlaybackEngine, PlayerSource, StreamTextTrack } from '@/features/player/index.ts';

/** Every source an engine was asked to load, in order. */
export const loadedSources: PlayerSource[] = [];
/** The text tracks the loaded stream carries (none unless a test sets some), and every showTextTrack call. */
export const streamTextTracks: StreamTextTrack[] = [];
export const shownTextTracks: (string | null)[] = [];
/** The audio languages the loaded stream carries (none unless a test sets some; selecting one makes it the active one), and every selectAudioLanguage call. */
export const streamAudioLanguages: AudioLanguage[] = [];
export const selectedAudioLanguages: string[] = [];

let latestListeners: EngineListeners | null = null;
/** Tells the newest engine's player that the stream's tracks changed (Shaka's 'trackschanged'). */
export const emitTracksChanged = () => latestListeners?.onQualitiesChange();

/** The URLs of `loadedSources`. */
export const loadedUrls = () => loadedSources.map((source) => source.url);

/** Forgets the loaded sources and makes media elements' play() resolve (jsdom cannot play). */
export function preparePlayback() {
  loadedSources.splice(0);
  streamTextTracks.splice(0);
  shownTextTracks.splice(0);
  streamAudioLanguages.splice(0);
  selectedAudioLanguages.splice(0);
  latestListeners = null;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

export const loadShaka = vi.fn(async () => undefined);
export const warmUpPlayback = vi.fn();
export const createShakaEngine = vi.fn(async (_video: HTMLVideoElement, listeners: EngineListeners): Promise<PlaybackEngine> => {
  latestListeners = listeners;
  return {
    load: async (source) => void loadedSources.push(source),
    getQualities: () => [],
    setQuality: () => undefined,
    isAutoQuality: () => true,
    getTextTracks: () => [...streamTextTracks],
    showTextTrack: (language) => void shownTextTracks.push(language),
    getAudioLanguages: () => streamAudioLanguages.map((entry) => ({ ...entry })),
    selectAudioLanguage(language) {
      selectedAudioLanguages.push(language);
      streamAudioLanguages.forEach((entry, index) => (streamAudioLanguages[index] = { ...entry, active: entry.language === language }));
      listeners.onQualitiesChange();
    },
    destroy: async () => undefined,
  };
});
