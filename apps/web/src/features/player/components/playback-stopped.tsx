// The stream was stopped from elsewhere (issue 18.1): another device took it over, another tab of
// this browser started, the connection was lost too long, or its media token renewal was refused.
// The picture stays paused under this message; Watch here asks again (which may show the limit dialog).
import { useEffect, useRef } from 'react';
import { MonitorX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import type { PlaybackStopReason } from '../hooks/use-playback-session.ts';
import '../stream-limit-i18n.ts';

interface PlaybackStoppedProps {
  reason: PlaybackStopReason;
  isBusy: boolean;
  hasFailed: boolean;
  onWatchHere(): void;
  onClose?: () => void;
}

export function PlaybackStopped({ reason, isBusy, hasFailed, onWatchHere, onClose }: PlaybackStoppedProps) {
  const { t } = useTranslation('playerStreams');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);
  return (
    <div className="absolute inset-0 z-30 flex items-center justify-center bg-black/80 p-6">
      <div ref={panel} role="alert" aria-labelledby="playback-stopped-title" className="flex max-w-md flex-col items-center gap-4 text-center">
        <MonitorX className="size-12 text-brand-2" aria-hidden="true" />
        <h2 id="playback-stopped-title" className="sr-only">
          {t('stoppedTitle')}
        </h2>
        <p className="text-base text-white/90 sm:text-lg">{t(`stopped_${reason}`)}</p>
        <div aria-live="polite" className="min-h-5 text-sm">
          {isBusy && <span className="text-white/80">{t('takingOver')}</span>}
          {hasFailed && <span className="text-brand-2">{t('actionFailed')}</span>}
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onWatchHere} disabled={isBusy}>
            {t('watchHere')}
          </Button>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('closePlayer')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
