import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';

/** SPEC 8 'Profile/devices' loading errors; a 403 has no retry (the session is ending). */
export function ProfileLoadError({ message, onRetry, isRetrying }: { message: string; onRetry?: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('profile');
  return <LoadError layout="page" message={message} onRetry={onRetry} isRetrying={isRetrying} retryLabel={t('retry')} />;
}
