import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';

/** Inline error with Try Again when the title cannot be loaded (SPEC 8 'Movie/rental'). */
export function RentLoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation('rentals');
  return <LoadError layout="page" message={t('errorLoading')} onRetry={onRetry} isRetrying={isRetrying} retryLabel={t('retry')} />;
}
