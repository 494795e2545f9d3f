import { AlertTriangle, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';

interface CenterOverlayProps {
  hasFailed: boolean;
  isBuffering: boolean;
  isPaused: boolean;
  onPlay(): void;
  onClose?: () => void;
}

/** The middle of the picture: the error message, a buffering spinner, or the big play button. */
export function CenterOverlay({ hasFailed, isBuffering, isPaused, onPlay, onClose }: CenterOverlayProps) {
  const { t } = useTranslation('player');
  if (hasFailed) {
    return (
      <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-black/80 px-6 text-center">
        <AlertTriangle className="size-12 text-brand-2" aria-hidden="true" />
        <p className="max-w-md text-base text-white/90 sm:text-lg">{t('videoUnavailable')}</p>
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {t('goBack')}
          </Button>
        )}
      </div>
    );
  }
  if (isBuffering) {
    return (
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <Spinner className="size-14 border-4" label={t('loading')} />
      </div>
    );
  }
  if (!isPaused) return null;
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <button
        type="button"
        onClick={onPlay}
        aria-label={t('play')}
        className="pointer-events-auto flex size-20 items-center justify-center rounded-full bg-brand/90 shadow-2xl ring-4 ring-white/20 transition hover:scale-105 hover:bg-brand sm:size-24"
      >
        <Play className="ml-1 size-9 fill-white text-white sm:size-11" />
      </button>
    </div>
  );
}
