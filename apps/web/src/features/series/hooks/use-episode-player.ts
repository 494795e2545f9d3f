// Playing a series' episodes (issue 18.4) in one full-screen player: an episode's stream comes from
// its own video answer (entitlement as for any title); the next episode's answer is fetched while
// this one plays, so the countdown's end switches the same player to it at once. Progress is saved
// per episode; moving on from the credits counts the episode as watched.
import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { nextEpisodeId, type Series, type Video } from '@ott/contract';
import { videoQueryOptions } from '@/api/catalogue/get-video.ts';
import { saveProgress } from '@/api/progress/save-progress.ts';
import { seriesKeys } from '@/api/series/query-keys.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { requestPlayback, useOverlayHistory, type PlaybackProgress, type UpNext } from '@/features/player/index.ts';
import { findEpisode, orderedEpisodes } from '../lib/episodes.ts';

interface Playing {
  id: number;
  startAt: number;
}

export function useEpisodePlayer(series: Series) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const overlay = useOverlayHistory<'episode'>();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const ordered = orderedEpisodes(series);
  const current = useQuery({ ...videoQueryOptions(playing?.id ?? 0), enabled: playing !== null, placeholderData: keepPreviousData });
  const nextId = playing ? nextEpisodeId(ordered, playing.id) : null;
  const next = useQuery({ ...videoQueryOptions(nextId ?? 0), enabled: nextId !== null && overlay.current === 'episode' });

  const save = useCallback(
    (videoId: number, sample: Pick<PlaybackProgress, 'position' | 'duration'>) => {
      if (!isSignedIn) return;
      saveProgress({ video_id: videoId, position: Math.floor(sample.position), duration: Math.floor(sample.duration) }).then(
        () => void queryClient.invalidateQueries({ queryKey: seriesKeys.watchState(series.id) }),
        () => undefined,
      );
    },
    [isSignedIn, queryClient, series.id],
  );

  /**
   * Opens the player at once (the episode's answer arrives while it mounts); an episode the viewer
   * may not play goes to where they can get it (sign in, subscribe or rent: the title's own page).
   */
  const play = useCallback(
    (id: number, startAt = 0) => {
      const known = queryClient.getQueryData<Video>(videoQueryOptions(id).queryKey);
      if (known?.hls_url) requestPlayback({ url: known.hls_url, fallbackUrl: known.dash_url, startTime: startAt });
      setPlaying({ id, startAt });
      if (overlay.current !== 'episode') overlay.open('episode');
    },
    [queryClient, overlay],
  );

  const refused = playing !== null && ((current.data?.id === playing.id && !current.data.hls_url) || (current.isError && !current.isFetching));
  useEffect(() => {
    if (!refused || !playing) return;
    setPlaying(null);
    navigate(isSignedIn ? paths.movie(playing.id) : paths.login({ redirect: paths.series(series.id) }), { replace: true });
  }, [refused, playing, navigate, isSignedIn, series.id]);

  // While the next episode's answer loads, the player keeps the one it has (placeholder data).
  const video = current.data ?? null;
  const episode = video ? findEpisode(series, video.id) : null;
  const nextEpisode = nextId !== null ? findEpisode(series, nextId) : null;
  const upNext: UpNext | null =
    playing && nextEpisode && next.data?.hls_url
      ? {
          title: `${nextEpisode.episode_number}. ${nextEpisode.title}`,
          onPlay: (finished) => {
            if (finished.duration > 0) save(playing.id, finished);
            setPlaying({ id: nextEpisode.id, startAt: 0 });
          },
        }
      : null;
  // Bound to the episode the player holds, not the one asked for next.
  const playingVideoId = video?.id ?? null;
  const onProgress = useCallback((sample: PlaybackProgress) => playingVideoId !== null && save(playingVideoId, sample), [playingVideoId, save]);

  const close = () => {
    overlay.close();
    void queryClient.invalidateQueries({ queryKey: seriesKeys.watchState(series.id) });
  };

  return {
    isOpen: overlay.current === 'episode' && playing !== null,
    /** The episode asked for (its answer may still be on its way). */
    requested: playing ? findEpisode(series, playing.id) : null,
    video: video?.hls_url ? video : null,
    episode,
    startAt: playing && video?.id === playing.id ? playing.startAt : 0,
    upNext,
    onProgress: isSignedIn ? onProgress : undefined,
    play,
    close,
  };
}
