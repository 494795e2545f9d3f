import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { LoadError } from '@/ui/load-error.tsx';

/** Inline error state with Try Again (SPEC 8 'Movie/rental'), and a way home for a title that is gone. */
export function MovieLoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation('movie');
  const { t: tc } = useTranslation();
  return (
    <LoadError
      layout="page"
      className="pt-16"
      message={t('errorLoading')}
      onRetry={onRetry}
      isRetrying={isRetrying}
      link={{ to: paths.home, label: tc('goHome') }}
    />
  );
}
