import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';

/** SPEC 8 'Profile/devices' loading errors; a 403 has no retry (the session is ending). */
export function ProfileLoadError({ message, onRetry, isRetrying }: { message: string; onRetry?: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand/15">
        <AlertTriangle className="size-8 text-brand-2" aria-hidden="true" />
      </span>
      <p className="text-lg text-white/90">{message}</p>
      {onRetry && (
        <Button onClick={onRetry} disabled={isRetrying} size="lg">
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
