// Full-screen overlay hosting the lazily loaded player on top of the current page.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import '../i18n.ts';
import type { VideoPlayerProps } from './video-player.tsx';
import { LazyVideoPlayer, loadedVideoPlayer } from './video-player-loader.ts';

export function PlayerOverlay(props: VideoPlayerProps) {
  const { t } = useTranslation('player');
  // Decided once per overlay so the player is never swapped for another component type mid-play.
  const [LoadedPlayer] = useState(loadedVideoPlayer);
  // Read during the first render: the player focuses itself in its own (earlier) mount effect.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useScrollLock(true);
  useEffect(() => {
    // Keyboard and screen-reader users land in the player and return to what opened it.
    return () => opener?.focus?.();
  }, [opener]);
  return (
    <div role="dialog" aria-modal="true" aria-label={props.title ?? t('player')} className="fixed inset-0 z-[100] bg-black">
      {LoadedPlayer ? (
        <LoadedPlayer {...props} />
      ) : (
        <Suspense
          fallback={
            <div className="flex size-full items-center justify-center">
              <Spinner className="size-14 border-4" label={t('loading')} />
            </div>
          }
        >
          <LazyVideoPlayer {...props} />
        </Suspense>
      )}
    </div>
  );
}
