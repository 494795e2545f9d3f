// Seasons and episodes of a series in the console (issue 18.4): add a season, attach titles found by
// name (last in the season), move episodes up and down (renumbered 1..n), take one out, remove an
// empty season. Every change answers with the series as it now is.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, CreateSeasonBody, type AdminSeason, type AdminSeries, type AdminTitlesResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { moved } from '../api/catalogue.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { useSeriesWrite } from '../api/series.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { MoveButtons } from './order-controls.tsx';

type Write = ReturnType<typeof useSeriesWrite>;

function useReport() {
  const { t } = useTranslation('admin');
  return {
    done: (result: { message?: string }) => toast.success(translateMessage(t, result.message)),
    failed: (err: unknown) => toast.error(errorMessage(t, err)),
  };
}

function AddEpisode({ season, write }: { season: AdminSeason; write: Write }) {
  const { t } = useTranslation('admin');
  const report = useReport();
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: [...adminKeys.titles, 'series-search', q],
    queryFn: async ({ signal }) => (await api.get<AdminTitlesResponse>(API.adminTitles, { query: { q, page_size: 6 }, signal })).data,
    enabled: q.trim().length > 1,
    staleTime: 30_000,
  });
  return (
    <div className="mt-3 grid gap-2">
      <InputField label={t('seriesFindTitle')} value={q} onChange={setQ} autoComplete="off" />
      {found.data && found.data.length > 0 && (
        <ul className="grid gap-1">
          {found.data.map((title) => (
            <li key={title.id} className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-3 py-2 text-sm">
              <span className="min-w-0 truncate">{title.title}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={write.isPending}
                onClick={() => write.mutate({ kind: 'addEpisode', body: { video_id: title.id, season_number: season.number } }, { onSuccess: report.done, onError: report.failed })}
              >
                {t('seriesAddTo', { number: season.number })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SeasonBlock({ season, write }: { season: AdminSeason; write: Write }) {
  const { t } = useTranslation('admin');
  const report = useReport();
  const ids = season.episodes.map((e) => e.video_id);
  return (
    <section aria-label={season.title ?? `Season ${season.number}`} className="rounded-xl bg-white/4 p-3 ring-1 ring-white/10">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-semibold">
          {season.number}. {season.title ?? `Season ${season.number}`}
        </h3>
        <button
          type="button"
          aria-label={t('seriesRemoveSeason', { number: season.number })}
          title={t('seriesRemoveSeason', { number: season.number })}
          disabled={write.isPending}
          onClick={() => write.mutate({ kind: 'removeSeason', number: season.number }, { onSuccess: report.done, onError: report.failed })}
          className="grid size-9 place-items-center rounded-lg bg-white/8 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {season.episodes.length === 0 ? (
        <p className="text-sm text-white/60">{t('seriesNoEpisodes')}</p>
      ) : (
        <ol className="grid gap-2">
          {season.episodes.map((episode, index) => (
            <li key={episode.video_id} className="flex items-center gap-3 rounded-lg bg-black/20 p-2">
              <span className="w-7 text-center font-bold tabular-nums text-white/70">{episode.episode_number}</span>
              <span className="min-w-0 flex-1">
                {/* The episode's own title page: its files, artwork and skip markers. */}
                <Link to={`/admin/titles/${episode.video_id}`} className="block truncate text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-white">
                  {episode.title}
                </Link>
                {!episode.is_published && <span className="text-xs text-amber-200">{t('seriesEpisodeDraft')}</span>}
              </span>
              <MoveButtons
                idPrefix={`episode-${episode.video_id}`}
                upLabel={t('seriesEpisodeUp', { number: episode.episode_number })}
                downLabel={t('seriesEpisodeDown', { number: episode.episode_number })}
                first={index === 0}
                last={index === season.episodes.length - 1}
                disabled={write.isPending}
                onMove={(step) =>
                  write.mutate({ kind: 'reorder', number: season.number, ids: moved(ids, index, step) }, { onSuccess: report.done, onError: report.failed })
                }
              />
              <button
                type="button"
                aria-label={t('seriesEpisodeRemove', { title: episode.title })}
                title={t('seriesEpisodeRemove', { title: episode.title })}
                disabled={write.isPending}
                onClick={() => write.mutate({ kind: 'removeEpisode', videoId: episode.video_id }, { onSuccess: report.done, onError: report.failed })}
                className="grid size-10 place-items-center rounded-lg bg-white/8 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <AddEpisode season={season} write={write} />
    </section>
  );
}

function AddSeasonForm({ series, write }: { series: AdminSeries; write: Write }) {
  const { t } = useTranslation('admin');
  const nextNumber = Math.max(0, ...series.seasons.map((s) => s.number)) + 1;
  const [number, setNumber] = useState(String(nextNumber));
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateSeasonBody.safeParse({ number, title });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message));
    write.mutate(
      { kind: 'addSeason', body: parsed.data },
      {
        onSuccess: (result) => {
          setError(null);
          setTitle('');
          setNumber(String(Math.max(0, ...result.series.seasons.map((s) => s.number)) + 1));
          toast.success(translateMessage(t, result.message));
        },
        onError: (err) => setError(errorMessage(t, err)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
      <InputField label={t('seriesSeasonNumber')} inputMode="numeric" value={number} onChange={setNumber} error={error} />
      <InputField label={t('seriesSeasonTitle')} value={title} onChange={setTitle} maxLength={100} />
      <Button type="submit" className="sm:mt-6" disabled={write.isPending}>
        {t('seriesAddSeason')}
      </Button>
    </form>
  );
}

export function SeriesSeasonsPanel({ series }: { series: AdminSeries }) {
  const { t } = useTranslation('admin');
  const write = useSeriesWrite(series.id);
  return (
    <SectionCard title={t('seriesSeasons')}>
      <div className="grid gap-4">
        {series.seasons.map((season) => (
          <SeasonBlock key={season.number} season={season} write={write} />
        ))}
        <AddSeasonForm series={series} write={write} />
      </div>
    </SectionCard>
  );
}
