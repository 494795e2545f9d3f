// Connects the <video> to the player feature's Shaka engine with the advanced player's 60 s buffer
// (SPEC 9). `reload()` tears the engine down and loads the source again (the error recovery of
// SPEC 4); every fatal error is classified so a refused key is told apart from a broken stream.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADVANCED_PLAYER_BUFFER_SECONDS } from '@ott/contract';
import { loadShakaEngine, type PlaybackEngine, type QualityLevel, type StreamKind } from '@/features/player/index.ts';
import { classifyPlaybackFailure, type PlaybackFailure } from '../lib/playback-failure.ts';
import { mergeQualities } from '../lib/stable-qualities.ts';

export interface AdvancedSource {
  url: string;
  kind: StreamKind;
  /** Live streams reload at the live edge; on-demand ones where the viewer was. */
  isLive: boolean;
}

export interface AdvancedEngineOptions {
  /** Called once per load that failed for good (after Shaka's own retries). */
  onFailure(failure: PlaybackFailure): void;
  /** Called when a load has been handed to the engine; the caller starts playback. */
  onLoadStarted(): void;
}

export function useAdvancedEngine(video: HTMLVideoElement | null, source: AdvancedSource | null, options: AdvancedEngineOptions) {
  const [qualities, setQualities] = useState<QualityLevel[]>([]);
  const [isAutoQuality, setAutoQuality] = useState(true);
  const [isBuffering, setBuffering] = useState(false);
  const [generation, setGeneration] = useState(0);
  const engineRef = useRef<PlaybackEngine | null>(null);
  /** Heights seen since this source first loaded (a reload keeps them). */
  const knownHeights = useRef<{ url: string | null; heights: number[] }>({ url: null, heights: [] });
  const latest = useRef(options);
  latest.current = options;
  const url = source?.url ?? null;
  const kind = source?.kind;
  const isLive = source?.isLive ?? false;

  useEffect(() => {
    if (!video || !url) return;
    let isCancelled = false;
    let engine: PlaybackEngine | null = null;
    let hasFailed = false;
    const startTime = !isLive && generation > 0 && video.currentTime > 0 ? video.currentTime : undefined;
    const fail = (error: unknown) => {
      if (isCancelled || hasFailed) return;
      hasFailed = true;
      setBuffering(false);
      latest.current.onFailure(classifyPlaybackFailure(error));
    };
    if (knownHeights.current.url !== url) knownHeights.current = { url, heights: [] };
    const refresh = () => {
      if (isCancelled || !engine) return;
      const merged = mergeQualities(knownHeights.current.heights, engine.getQualities());
      knownHeights.current.heights = merged.map((quality) => quality.height);
      setQualities(merged);
      setAutoQuality(engine.isAutoQuality());
    };
    void (async () => {
      try {
        const createEngine = await loadShakaEngine();
        engine = await createEngine(
          video,
          { onFatalError: fail, onBufferingChange: (value) => !isCancelled && setBuffering(value), onQualitiesChange: refresh },
          { bufferingGoalSeconds: ADVANCED_PLAYER_BUFFER_SECONDS },
        );
        if (isCancelled) return void engine.destroy();
        engineRef.current = engine;
        const loading = engine.load({ url, kind, startTime });
        latest.current.onLoadStarted();
        await loading;
        refresh();
      } catch (error) {
        fail(error);
      }
    })();
    // Tracks are certain once the first frames are in, whatever events the engine sent before.
    video.addEventListener('loadeddata', refresh);
    return () => {
      video.removeEventListener('loadeddata', refresh);
      isCancelled = true;
      engineRef.current = null;
      void engine?.destroy();
    };
  }, [video, url, kind, isLive, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setQuality = useCallback((quality: number | 'auto') => engineRef.current?.setQuality(quality), []);
  const goToLive = useCallback(() => engineRef.current?.goToLive?.(), []);
  return { qualities, isAutoQuality, isBuffering, reload, setQuality, goToLive };
}
