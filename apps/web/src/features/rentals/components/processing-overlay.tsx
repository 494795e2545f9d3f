import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';

/** SPEC 2.11: covers the screen while the order, checkout and verification run. */
export function ProcessingOverlay() {
  const { t } = useTranslation('rentals');
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label={t('processing')}
      className="fixed inset-0 z-40 grid place-items-center bg-black/75 px-6 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface px-8 py-7 text-center shadow-2xl ring-1 ring-white/10">
        <Spinner className="size-10 border-[3px]" />
        <p className="text-lg font-semibold">{t('processing')}</p>
        <p className="max-w-56 text-sm text-muted">{t('processingHint')}</p>
      </div>
    </div>
  );
}
