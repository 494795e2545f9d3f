// Connects a <video> element to the (lazily loaded) Shaka engine for one source at a time.
import { useEffect, useRef, useState } from 'react';
import { createShakaEngine } from '../engine/shaka-engine.ts';
import type { AudioLanguage, EngineOptions, PlaybackEngine, PlayerSource, QualityLevel, StreamTextTrack } from '../engine/types.ts';
import { savePlayerPreferences } from '@/lib/player-preferences.ts';
import type { QualityMode } from '@ott/contract';
import { startPlayback } from '../lib/start-playback.ts';

export interface PlaybackEngineOptions {
  source: PlayerSource | null;
  autoplay: boolean;
  /** Start muted (background promos); otherwise muting happens only if autoplay is refused. */
  startMuted?: boolean;
  onFatalError?: () => void;
  /** Read when each source loads (see EngineOptions). */
  engineOptions?: EngineOptions;
}

function sourceKey(source: PlayerSource | null): string {
  return source ? JSON.stringify([source.url, source.kind, source.fallbackUrl, source.drm]) : '';
}

export function usePlaybackEngine(video: HTMLVideoElement | null, options: PlaybackEngineOptions) {
  const [qualities, setQualities] = useState<QualityLevel[]>([]);
  const [audioLanguages, setAudioLanguages] = useState<AudioLanguage[]>([]);
  const [textTracks, setTextTracks] = useState<StreamTextTrack[]>([]);
  const [isAutoQuality, setAutoQuality] = useState(true);
  const [qualityMode, setQualityModeState] = useState<QualityMode | null>('auto');
  const [isBuffering, setBuffering] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [wasMutedForAutoplay, setMutedForAutoplay] = useState(false);
  const engineRef = useRef<PlaybackEngine | null>(null);
  /** Settles once the previous source's engine has let go of the element (issue 18.4: next episode). */
  const released = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(options);
  latest.current = options;
  const key = sourceKey(options.source);

  useEffect(() => {
    const { source, autoplay, startMuted, engineOptions } = latest.current;
    if (!video || !source) return;
    let isCancelled = false;
    let engine: PlaybackEngine | null = null;
    setFailed(false);
    setQualities([]);
    setAudioLanguages([]);
    setTextTracks([]);
    const fail = () => {
      if (isCancelled) return;
      setFailed(true);
      setBuffering(false);
      latest.current.onFatalError?.();
    };
    const refreshQualities = () => {
      if (isCancelled || !engine) return;
      setQualities(engine.getQualities());
      setAutoQuality(engine.isAutoQuality());
      setQualityModeState(engine.getQualityMode?.() ?? (engine.isAutoQuality() ? 'auto' : null));
      setAudioLanguages(engine.getAudioLanguages?.() ?? []);
      setTextTracks(engine.getTextTracks?.() ?? []);
    };
    if (startMuted) video.muted = true;
    const previous = released.current;
    const run = (async () => {
      try {
        // A new source in the same element (the next episode) waits for the old engine to detach:
        // two Shaka players on one <video> at once left the new one loading nothing.
        await previous;
        if (isCancelled) return;
        const listeners = { onFatalError: fail, onBufferingChange: (value: boolean) => !isCancelled && setBuffering(value), onQualitiesChange: refreshQualities };
        engine = await createShakaEngine(video, listeners, engineOptions);
        if (isCancelled) return void engine.destroy();
        engineRef.current = engine;
        // play() is asked for alongside load(): it resolves once the first frames are in, so no
        // round trip is spent waiting for load() before playback may begin.
        const loading = engine.load(source);
        if (autoplay) void startPlayback(video, () => setMutedForAutoplay(true));
        await loading;
        refreshQualities();
      } catch {
        fail();
      }
    })();
    return () => {
      isCancelled = true;
      engineRef.current = null;
      const destroying = engine?.destroy();
      released.current = Promise.all([run, destroying]).catch(() => undefined);
    };
  }, [video, key]);

  return {
    qualities,
    isAutoQuality,
    isBuffering,
    hasFailed,
    wasMutedForAutoplay,
    dismissMutedHint: () => setMutedForAutoplay(false),
    setQuality: (quality: number | 'auto') => engineRef.current?.setQuality(quality),
    /** Issue 18.8: Auto / Data saver / High (null while a fixed height plays); a choice is remembered for the next title. */
    qualityMode,
    setQualityMode: (mode: QualityMode) => {
      engineRef.current?.setQualityMode?.(mode);
      savePlayerPreferences({ quality: mode });
    },
    /** The stream's audio languages (the Audio menu); the viewer's choice is remembered for the next title. */
    audioLanguages,
    selectAudioLanguage: (language: string) => {
      engineRef.current?.selectAudioLanguage?.(language);
      savePlayerPreferences({ audioLanguage: language });
    },
    /** The stream's own subtitle tracks (HLS SUBTITLES renditions, DASH text sets). */
    textTracks,
    showTextTrack: (language: string | null) => engineRef.current?.showTextTrack?.(language),
  };
}
