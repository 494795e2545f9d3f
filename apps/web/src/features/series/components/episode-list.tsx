// A season's episodes (issue 18.4): number, title, running time, description and how much the viewer
// has watched; the whole row plays the episode (from where they stopped when unfinished).
import { Crown, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SeriesEpisode, WatchProgress } from '@ott/contract';
import { SmartImage } from '@/ui/smart-image.tsx';
import { useHoursMinutes } from '@/ui/duration.ts';

export function EpisodeList({
  episodes,
  progress,
  onPlay,
}: {
  episodes: readonly SeriesEpisode[];
  progress: ReadonlyMap<number, WatchProgress>;
  onPlay: (episode: SeriesEpisode) => void;
}) {
  const { t } = useTranslation('series');
  const hoursMinutes = useHoursMinutes();
  return (
    <ol aria-label={t('episodes')} className="divide-y divide-white/10">
      {episodes.map((episode) => {
        const watched = progress.get(episode.id);
        const percent = watched ? watched.percent : 0;
        return (
          <li key={episode.id}>
            <button
              type="button"
              onClick={() => onPlay(episode)}
              aria-label={t('playEpisode', { episode: episode.episode_number, title: episode.title })}
              className="group flex w-full items-start gap-3 rounded-lg px-2 py-4 text-left transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-white md:gap-5 md:px-3"
            >
              <span aria-hidden="true" className="hidden w-8 shrink-0 pt-6 text-center text-2xl font-bold text-white/60 md:block">
                {episode.episode_number}
              </span>
              <span className="relative aspect-video w-36 shrink-0 overflow-hidden rounded-md bg-white/5 md:w-56">
                <SmartImage src={episode.thumbnail_url ?? undefined} alt="" sizes="(min-width: 768px) 224px, 144px" className="size-full object-cover" />
                <span className="absolute inset-0 grid place-items-center bg-black/20 opacity-90 transition group-hover:bg-black/40">
                  <span className="grid size-10 place-items-center rounded-full bg-black/60 ring-1 ring-white/70">
                    <Play className="size-5 fill-white text-white" aria-hidden="true" />
                  </span>
                </span>
                {watched && (
                  <span
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={watched.completed ? t('watched') : t('percentWatched', { percent })}
                    className="absolute inset-x-0 bottom-0 h-1 bg-white/25"
                  >
                    <span className="block h-full bg-brand" style={{ width: `${percent}%` }} />
                  </span>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold wrap-anywhere text-white">
                    <span className="md:hidden">{episode.episode_number}. </span>
                    {episode.title}
                  </span>
                  <span className="shrink-0 text-sm text-white/60 tabular-nums">{hoursMinutes(episode.duration)}</span>
                </span>
                {episode.video_type !== 'free' && (
                  <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-gold">
                    <Crown aria-hidden="true" className="size-3.5" />
                    {t('premium')}
                  </span>
                )}
                <span className="mt-1 line-clamp-2 block text-sm text-white/70 md:line-clamp-3">{episode.description}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
