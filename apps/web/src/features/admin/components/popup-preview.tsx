// The console's live preview: the viewer's own popup dialog (features/popup) drawn in place with
// the form's values. Its buttons do nothing there, and it never writes the viewer's popupShown key.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupConfig } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';

// The dialog's own lazy chunk, the one the viewer's loader (features/popup/welcome-popup.tsx) fetches.
// Reached by path rather than through the popup feature's index: the index is part of the home
// entry, and any import of it from the console made the bundler split the entry's shared modules
// into extra chunks, over the home route's 150 KB budget (docs/decisions.md).
const WelcomePopupDialog = lazy(() => import('@/features/popup/components/welcome-popup-dialog.tsx'));

export function PopupPreview({ config }: { config: PopupConfig }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="popup-preview" className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <h2 id="popup-preview" className="text-lg font-semibold">
        {t('popupPreview')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('popupPreviewHint')}</p>
      {!config.showPopup && <p className="mt-3 rounded-lg bg-white/5 p-3 text-sm text-white/80">{t('popupPreviewOff')}</p>}
      <div
        className="relative mt-4 grid min-h-[420px] grid-cols-[minmax(0,1fr)] place-items-center overflow-hidden rounded-xl bg-black/70 p-3 ring-1 ring-white/10 [&_dialog]:w-full [&_dialog]:max-w-[440px]"
        aria-hidden={config.showPopup ? undefined : true}
        data-testid="popup-preview"
      >
        <Suspense fallback={<Spinner className="size-6" label={t('loadingScreen')} />}>
          <WelcomePopupDialog config={config} onDone={() => undefined} preview />
        </Suspense>
      </div>
    </section>
  );
}
