import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';

/** Inline error with Try Again when the title cannot be loaded (SPEC 8 'Movie/rental'). */
export function RentLoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation('rentals');
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand/15">
        <AlertTriangle className="size-8 text-brand-2" aria-hidden="true" />
      </span>
      <p className="text-lg text-white/90">{t('errorLoading')}</p>
      <Button onClick={onRetry} disabled={isRetrying} size="lg">
        {t('retry')}
      </Button>
    </div>
  );
}
