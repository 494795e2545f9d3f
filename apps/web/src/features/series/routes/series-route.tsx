// /series/:id (issue 18.4): a series with its seasons and episodes; a skeleton while loading, a
// notice for a series that is not (or no longer) published, Try again for other failures.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { seriesQueryOptions } from '@/api/series/get-series.ts';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { ShellRouteHandle } from '@/features/shell/index.ts';
import { SeriesView } from '../components/series-view.tsx';
import '../i18n.ts';

export const handle: ShellRouteHandle = { overlayHeader: true, headerBack: true };

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('series');
  const isValid = /^\d{1,9}$/.test(id);
  const series = useQuery({
    ...seriesQueryOptions(id),
    enabled: isValid,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  if (!isValid || (series.error instanceof ApiError && series.error.status === 404)) {
    return <p className="px-4 pt-28 text-center text-lg text-white/80">{t('notFound')}</p>;
  }
  if (series.isError) {
    return (
      <div className="pt-24">
        <LoadError message={t('errorLoading')} onRetry={() => void series.refetch()} isRetrying={series.isFetching} />
      </div>
    );
  }
  if (!series.data) {
    return (
      <div aria-busy="true">
        <Skeleton className="h-[56vh] w-full rounded-none" />
        <div className="mx-auto mt-6 max-w-5xl space-y-4 px-4">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      </div>
    );
  }
  return <SeriesView key={series.data.id} series={series.data} />;
}
