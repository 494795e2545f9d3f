import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A list that failed to load (SPEC 8 'Full registration'), with a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('registration');
  return (
    <div role="alert" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-brand-2">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1 rounded-md font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline"
      >
        <RotateCw className="size-3.5" aria-hidden="true" />
        {t('retry')}
      </button>
    </div>
  );
}
