import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';

/** Inline error state with Try Again (SPEC 8 'Movie/rental'). */
export function MovieLoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation('movie');
  const { t: tc } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center gap-5 px-6 pt-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand/15">
        <AlertTriangle className="size-8 text-brand-2" aria-hidden="true" />
      </span>
      <p className="text-lg text-white/90">{t('errorLoading')}</p>
      <Button onClick={onRetry} disabled={isRetrying} size="lg">
        {tc('retry')}
      </Button>
    </div>
  );
}
