// /admin/series (editor): every series with its state and size, and a form to create one (a draft).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { CreateSeriesBody } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adminSeriesListQueryOptions, useCreateSeries } from '../api/series.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

function CreateSeriesForm() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateSeries();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = CreateSeriesBody.safeParse({ title });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message));
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        navigate(`/admin/series/${result.series.id}`);
      },
      onError: (err) => setError(errorMessage(t, err)),
    });
  };
  return (
    <section aria-labelledby="new-series" className="mb-6 rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <h2 id="new-series" className="mb-3 text-lg font-semibold">
        {t('seriesNew')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField className="sm:flex-1" label={t('seriesTitleField')} value={title} onChange={setTitle} maxLength={200} error={error} autoComplete="off" />
        <Button type="submit" className="sm:mt-6" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? t('seriesCreating') : t('seriesCreate')}
        </Button>
      </form>
    </section>
  );
}

export default function SeriesListScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(adminSeriesListQueryOptions());
  return (
    <>
      <ScreenHeading title={t('seriesHeading')} intro={t('seriesIntro')} />
      <CreateSeriesForm />
      {list.isError && !list.data ? (
        <LoadError message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : !list.data ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : list.data.length === 0 ? (
        <p className="text-white/60">{t('seriesNone')}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((series) => (
            <li key={series.id}>
              <Link
                to={`/admin/series/${series.id}`}
                className="flex items-center gap-4 rounded-2xl bg-surface p-3 ring-1 ring-white/10 transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className="aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-white/5">
                  {series.landscape_image_url && <img src={series.landscape_image_url} alt="" className="size-full object-cover" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{series.title}</span>
                  <span className="block text-sm text-white/60">{t('seriesSeasonCount', { count: series.season_count })} · {t('seriesEpisodeCount', { count: series.episode_count })}</span>
                </span>
                <span className="rounded-full bg-white/8 px-2.5 py-0.5 text-xs ring-1 ring-white/20">{t(`seriesStatus_${series.status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
