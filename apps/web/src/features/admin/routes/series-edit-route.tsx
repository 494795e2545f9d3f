// /admin/series/:id (editor): one series' details, publishing and artwork, its seasons and episodes.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adminSeriesQueryOptions } from '../api/series.ts';
import { ConsoleNotice } from '../components/console-notice.tsx';
import { SeriesDetailsForm } from '../components/series-details-form.tsx';
import { SeriesSeasonsPanel } from '../components/series-seasons-panel.tsx';
import { errorMessage } from '../lib/server-message.ts';

function BackToSeries() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin/series" className="mb-4 inline-flex items-center gap-1.5 text-sm text-white/70 hover:text-white">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('seriesBack')}
    </Link>
  );
}

export default function SeriesEditScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id) && Number(id) > 0;
  const series = useQuery({ ...adminSeriesQueryOptions(id), enabled: valid });
  if (!valid || (series.error instanceof ApiError && series.error.status === 404)) {
    return (
      <>
        <BackToSeries />
        <ConsoleNotice title={t('seriesNotFound')}>
          <p />
        </ConsoleNotice>
      </>
    );
  }
  if (series.isError && !series.data) {
    return (
      <>
        <BackToSeries />
        <LoadError message={errorMessage(t, series.error)} onRetry={() => void series.refetch()} isRetrying={series.isFetching} />
      </>
    );
  }
  if (!series.data) return <Skeleton className="h-96 rounded-2xl" />;
  const data = series.data;
  return (
    <>
      <BackToSeries />
      <header className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words md:text-3xl">{data.title}</h1>
        <span className="rounded-full bg-white/8 px-2.5 py-0.5 text-xs ring-1 ring-white/20">{t(`seriesStatus_${data.status}`)}</span>
      </header>
      <div className="grid gap-6">
        <SeriesDetailsForm key={`${data.id}-${data.updated_at}`} series={data} />
        <SeriesSeasonsPanel series={data} />
      </div>
    </>
  );
}
