// /movie/:id (SPEC 2.12): loads the movie, shows a skeleton while loading and an inline error
// with Try Again (plus the spec's toast) when it fails.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { videoQueryOptions } from '@/api/catalogue/get-video.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { ShellRouteHandle } from '@/features/shell/index.ts';
import { MovieDetailsSkeleton } from '../components/movie-details-skeleton.tsx';
import { MovieDetailsView } from '../components/movie-details-view.tsx';
import { MovieLoadError } from '../components/movie-load-error.tsx';
import '../i18n.ts';

/** The backdrop starts under a see-through header with a back button (SPEC 2.4, 2.12). */
export const handle: ShellRouteHandle = { overlayHeader: true, headerBack: true };

/** Retry once on network and server errors only; a missing movie will not appear on retry. */
const retryOnServerError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('movie');
  const movie = useQuery({ ...videoQueryOptions(id), retry: retryOnServerError });

  useEffect(() => {
    if (movie.isError) toast.error(t('errorLoading'));
  }, [movie.isError, movie.errorUpdatedAt, t]);

  if (movie.isPending) return <MovieDetailsSkeleton />;
  if (movie.isError) return <MovieLoadError onRetry={() => void movie.refetch()} isRetrying={movie.isFetching} />;
  return <MovieDetailsView key={movie.data.id} video={movie.data} />;
}
