// One pre-roll ad on screen: the video, its title and position ("Ad 1 of 2"), the Skip countdown
// then Skip Ad, Close, mute and the call to action.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';
import { useAdVideo } from '../hooks/use-ad-video.ts';
import { skipCountdown } from '../lib/ad-queue.ts';
import { AdCta } from './ad-cta.tsx';
import '../i18n.ts';

export interface AdSlotProps {
  ad: Advertisement;
  position: number;
  total: number;
  /** Seconds of this ad played so far (from the queue). */
  elapsed: number;
  onProgress(currentTime: number): void;
  onEnded(): void;
  onFailed(): void;
  onStarted(): void;
  onSkip(): void;
  onClose(): void;
  onCtaClick(ad: Advertisement): void;
}

const chip = 'rounded-md bg-black/60 px-3 py-2 text-sm font-medium text-white backdrop-blur-sm';

export function AdSlot({ ad, position, total, elapsed, onSkip, onClose, onCtaClick, ...handlers }: AdSlotProps) {
  const { t } = useTranslation('ads');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [isMuted, setMuted] = useState(false);
  const [hasStarted, setStarted] = useState(false);
  useAdVideo(video, ad, {
    ...handlers,
    onStarted: () => {
      setStarted(true);
      handlers.onStarted();
    },
  });
  useEffect(() => {
    if (!video) return;
    const sync = () => setMuted(video.muted);
    video.addEventListener('volumechange', sync);
    return () => video.removeEventListener('volumechange', sync);
  }, [video]);
  const countdown = skipCountdown(ad.skip_after, elapsed);

  return (
    <div className="relative size-full" data-testid="ad-slot" data-ad-id={ad.id}>
      <video
        ref={setVideo}
        className="size-full object-contain"
        playsInline
        aria-label={ad.title}
        data-testid="ad-video"
      />
      {!hasStarted && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <Spinner className="size-12 border-4" label={t('loading')} />
        </div>
      )}
      <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-3 bg-gradient-to-b from-black/80 to-transparent p-4 pt-[max(1rem,env(safe-area-inset-top))] sm:p-6">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-amber-300">
            <span className="rounded bg-amber-400 px-1.5 py-0.5 text-black">{t('adLabel')}</span>
            <span data-testid="ad-position">{t('position', { position, total })}</span>
          </p>
          <h2 className="mt-1 truncate text-base font-semibold text-white sm:text-lg">{ad.title}</h2>
        </div>
        <button type="button" onClick={onClose} aria-label={t('closeLabel')} className={`${chip} shrink-0 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white`}>
          {t('close')}
        </button>
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/80 to-transparent p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-6">
        <div className="flex min-w-0 flex-col items-start gap-2">
          {ad.description && <p className="line-clamp-2 max-w-md text-sm text-white/80">{ad.description}</p>}
          <div className="flex items-center gap-2">
            <AdCta ad={ad} onClick={onCtaClick} />
            <button
              type="button"
              onClick={() => video && (video.muted = !video.muted)}
              aria-pressed={isMuted}
              className={`${chip} hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white`}
            >
              {isMuted ? t('unmute') : t('mute')}
            </button>
          </div>
        </div>
        {countdown > 0 ? (
          <p className={`${chip} shrink-0 tabular-nums`} data-testid="skip-countdown" aria-label={t('skipInLabel', { count: countdown })}>
            {t('skipIn', { count: countdown })}
          </p>
        ) : (
          <button
            type="button"
            onClick={onSkip}
            className="shrink-0 rounded-md border border-white/40 bg-black/70 px-4 py-2 text-sm font-semibold text-white hover:bg-white hover:text-black focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('skipAd')} ▸
          </button>
        )}
      </div>
    </div>
  );
}
