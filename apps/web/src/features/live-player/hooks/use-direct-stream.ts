// A direct live stream (HLS/DASH/MP4) through the player feature's lazily loaded Shaka engine.
// SPEC 4 'Player (live)': after the 2 s spinner it autoplays muted, then unmutes 1 s later when the
// saved volume is above 0. Quality labels map to the stream's own renditions (lib/quality.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_PLAYER_UNMUTE_DELAY_MS } from '@ott/contract';
import { loadShakaEngine, useMediaState, type PlaybackEngine, type QualityLevel, type StreamKind, type StreamTextTrack } from '@/features/player/index.ts';
import { qualityOptions, selectedLabel, type QualityLabel } from '../lib/quality.ts';
import { stepVolume, toElementVolume } from '../lib/volume.ts';
import { readSavedVolume, saveVolume } from '../lib/saved-volume.ts';
import { rangeOf } from '../lib/seek-range.ts';
import type { LiveController } from './live-controller.ts';
import { useLiftedCues } from './use-lifted-cues.ts';
import { useStreamCaptions } from './use-stream-captions.ts';
import { usePictureInPicture } from './use-picture-in-picture.ts';

function seekableOf(video: HTMLVideoElement | null) {
  if (!video || video.seekable.length === 0) return null;
  return { start: video.seekable.start(0), end: video.seekable.end(video.seekable.length - 1) };
}

export function useDirectStream(source: { url: string; kind: StreamKind }, isLoading: boolean) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const engine = useRef<PlaybackEngine | null>(null);
  const [qualities, setQualities] = useState<QualityLevel[]>([]);
  const [textTracks, setTextTracks] = useState<StreamTextTrack[]>([]);
  const [isAuto, setAuto] = useState(true);
  const [hasFailed, setFailed] = useState(false);
  const media = useMediaState(video);
  const captions = useStreamCaptions(engine, textTracks);
  useLiftedCues(video);
  const pip = usePictureInPicture(video);

  // The app's language first, then English: the captions the toggle will show are prepared at load.
  const { i18n } = useTranslation();
  const captionLanguages = useMemo(() => [...new Set([i18n.language.split('-')[0] ?? 'en', 'en'])], [i18n.language]);

  // Load while the spinner shows, so the first frame is ready when it ends.
  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    const refresh = () => {
      setQualities(engine.current?.getQualities() ?? []);
      setAuto(engine.current?.isAutoQuality() ?? true);
      // A new list only when it changed, so the captions toggle keeps its identity between refreshes.
      const tracks = engine.current?.getTextTracks?.() ?? [];
      setTextTracks((current) => (JSON.stringify(current) === JSON.stringify(tracks) ? current : tracks));
    };
    video.muted = true;
    video.volume = toElementVolume(readSavedVolume());
    void loadShakaEngine()
      .then((create) => create(video, { onFatalError: () => setFailed(true), onBufferingChange: () => undefined, onQualitiesChange: refresh }, { captionLanguages }))
      .then(async (created) => {
        if (cancelled) return void created.destroy();
        engine.current = created;
        await created.load({ url: source.url, kind: source.kind });
        if (!cancelled) refresh();
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void engine.current?.destroy();
      engine.current = null;
    };
    // The caption languages only matter at load: a language switch must not reload the stream.
  }, [video, source.url, source.kind]);

  // Autoplay once the spinner is gone: muted first, sound after 1 s if the viewer had any.
  useEffect(() => {
    if (!video || isLoading) return;
    video.muted = true;
    void video.play().catch(() => undefined);
    const unmute = setTimeout(() => {
      if (readSavedVolume() > 0) video.muted = false;
    }, LIVE_PLAYER_UNMUTE_DELAY_MS);
    return () => clearTimeout(unmute);
  }, [video, isLoading]);

  const options = useMemo(() => qualityOptions(qualities.map((q) => q.height)), [qualities]);
  const activeHeight = qualities.find((q) => q.active)?.height ?? null;

  const setVolume = useCallback(
    (volume: number) => {
      if (!video) return;
      video.volume = toElementVolume(volume);
      video.muted = volume === 0;
      saveVolume(volume);
    },
    [video],
  );

  const controller: LiveController = {
    isPlaying: !media.isPaused,
    volume: Math.round(media.volume * 100),
    isMuted: media.isMuted,
    hasCaptions: captions.hasCaptions,
    areCaptionsOn: captions.isOn,
    hasFailed,
    qualityOptions: options,
    selectedQuality: selectedLabel(options, isAuto, activeHeight),
    togglePlay: () => {
      if (!video) return;
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
    },
    setVolume,
    stepVolume: (direction) => {
      if (video) setVolume(stepVolume(video.muted ? 0 : Math.round(video.volume * 100), direction));
    },
    toggleMute: () => {
      if (!video) return;
      if (video.muted && video.volume === 0) setVolume(readSavedVolume() || 50);
      else video.muted = !video.muted;
    },
    toggleCaptions: captions.toggle,
    chooseQuality: (label: QualityLabel) => {
      const value = options.find((o) => o.label === label)?.value;
      if (value === null || value === undefined || !engine.current) return;
      engine.current.setQuality(value);
      setAuto(value === 'auto');
      setQualities(engine.current.getQualities());
    },
    direct: {
      video,
      currentTime: media.currentTime,
      range: rangeOf(video?.duration ?? Number.NaN, seekableOf(video)),
      seekTo: (seconds) => {
        if (video) video.currentTime = seconds;
      },
      seekBy: (seconds) => {
        if (!video) return;
        const range = rangeOf(video.duration, seekableOf(video));
        const target = video.currentTime + seconds;
        video.currentTime = range ? Math.min(range.end, Math.max(range.start, target)) : Math.max(0, target);
      },
      isPictureInPictureSupported: pip.isSupported,
      isPictureInPicture: pip.isActive,
      togglePictureInPicture: pip.toggle,
    },
  };
  return { setVideo, controller };
}
