// A loaded series page (issue 18.4): hero with Play / Resume, season picker, episode list, and the
// full-screen player that plays episode after episode.
import { useMemo, useState } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Series, SeriesEpisode, WatchProgress } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';
import { useSeriesWatchState } from '@/api/series/get-series-watch-state.ts';
import { PlayerOverlay, preloadPlayer, useKeepScrollAcrossOverlay } from '@/features/player/index.ts';
import { useEpisodePlayer } from '../hooks/use-episode-player.ts';
import { findEpisode, orderedEpisodes } from '../lib/episodes.ts';
import { EpisodeList } from './episode-list.tsx';
import { SeasonPicker } from './season-picker.tsx';
import { SeriesHero } from './series-hero.tsx';

export function SeriesView({ series }: { series: Series }) {
  const { t } = useTranslation('series');
  const watchState = useSeriesWatchState(series.id).data;
  const player = useEpisodePlayer(series);
  useKeepScrollAcrossOverlay(player.isOpen);
  const first = orderedEpisodes(series)[0];
  const resume = watchState?.resume ?? (first ? { video_id: first.id, position: 0, kind: 'start' as const } : null);
  const resumeEpisode = resume ? findEpisode(series, resume.video_id) : null;
  const [season, setSeason] = useState(() => resumeEpisode?.season_number ?? series.seasons[0]?.number ?? 1);
  const shown = series.seasons.find((s) => s.number === season) ?? series.seasons[0];
  const progress = useMemo(
    () => new Map<number, WatchProgress>((watchState?.progress ?? []).map((p) => [p.video_id, p])),
    [watchState?.progress],
  );

  const playerTitle = (episode: SeriesEpisode | null) =>
    episode ? t('playerTitle', { series: series.title, season: episode.season_number, episode: episode.episode_number, title: episode.title }) : series.title;

  const label = resume && resumeEpisode
    ? t(resume.kind === 'resume' ? 'resume' : resume.kind === 'next' ? 'playNext' : 'playFirst', {
        season: resumeEpisode.season_number,
        episode: resumeEpisode.episode_number,
      })
    : null;

  return (
    <div className="pb-12">
      <SeriesHero
        series={series}
        action={
          label && resume ? (
            <button
              type="button"
              onClick={() => player.play(resume.video_id, resume.position)}
              onPointerEnter={preloadPlayer}
              onFocus={preloadPlayer}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand px-7 text-base font-bold whitespace-nowrap text-white shadow-lg shadow-brand/30 transition hover:bg-brand-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Play className="size-5 fill-current" aria-hidden="true" />
              {label}
            </button>
          ) : null
        }
      />
      <section aria-labelledby="series-episodes" className="mx-auto mt-4 max-w-5xl px-4 md:px-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="series-episodes" className="text-xl font-bold md:text-2xl">
            {t('episodes')}
          </h2>
          {series.seasons.length > 0 && <SeasonPicker seasons={series.seasons} value={shown?.number ?? season} onChange={setSeason} />}
        </div>
        {shown && (
          <EpisodeList
            episodes={shown.episodes}
            progress={progress}
            onPlay={(episode) => {
              const saved = progress.get(episode.id);
              player.play(episode.id, saved && !saved.completed && saved.position >= 5 ? saved.position : 0);
            }}
          />
        )}
      </section>
      {player.isOpen && !player.video && (
        <div role="dialog" aria-modal="true" aria-label={playerTitle(player.requested)} className="fixed inset-0 z-[100] grid place-items-center bg-black">
          <Spinner className="size-14 border-4" label={playerTitle(player.requested)} />
        </div>
      )}
      {player.isOpen && player.video?.hls_url && (
        <PlayerOverlay
          source={player.video.hls_url}
          fallbackSource={player.video.dash_url}
          poster={player.video.poster_url}
          title={player.episode ? playerTitle(player.episode) : player.video.title}
          autoplay
          startTime={player.startAt}
          onProgress={player.onProgress}
          videoId={player.video.id}
          captions={player.video.captions}
          trickPlayUrl={player.video.trick_play_url}
          markers={player.video.markers}
          upNext={player.upNext}
          onClose={player.close}
        />
      )}
    </div>
  );
}
