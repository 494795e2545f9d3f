import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLivePresence } from '@/api/live/use-live-presence.ts';
import { LiveStreamOverlay, preloadLiveTvPlayer, useLivePlayerHistory } from '@/features/live-player/index.ts';

/**
 * SPEC 2.4 / 4 'Live presence': shown only while an active, important live stream exists (the
 * header walks every category, polled every 10 s); it opens the Live TV player on that stream.
 */
export function LiveButton() {
  const { t } = useTranslation('shell');
  const live = useLivePresence();
  const player = useLivePlayerHistory('header');
  return (
    <>
      {live && (
        <button
          type="button"
          onClick={() => player.open(live)}
          onPointerEnter={preloadLiveTvPlayer}
          onFocus={preloadLiveTvPlayer}
          aria-label={t('liveNow')}
          title={live.title}
          className="inline-flex h-7 items-center gap-1.5 rounded-full bg-brand px-2.5 text-[11px] sm:h-8 sm:px-3 sm:text-xs font-extrabold tracking-wider text-white shadow-[0_0_16px_rgba(229,9,20,0.6)] transition hover:bg-brand-2"
        >
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
            <span className="relative inline-flex size-2 rounded-full bg-white" />
          </span>
          {t('live')}
        </button>
      )}
      {player.stream && (
        <Suspense fallback={null}>
          <LiveStreamOverlay stream={player.stream} onClose={player.close} />
        </Suspense>
      )}
    </>
  );
}
