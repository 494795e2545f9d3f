// Full-screen overlay hosting the lazily loaded player on top of the current page.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import '../i18n.ts';
import type { VideoPlayerProps } from './video-player.tsx';

const LazyVideoPlayer = lazy(() => import('./video-player.tsx'));

export function PlayerOverlay(props: VideoPlayerProps) {
  const { t } = useTranslation('player');
  useScrollLock(true);
  return (
    <div role="dialog" aria-modal="true" aria-label={props.title ?? t('player')} className="fixed inset-0 z-[100] bg-black">
      <Suspense
        fallback={
          <div className="flex size-full items-center justify-center">
            <Spinner className="size-14 border-4" label={t('loading')} />
          </div>
        }
      >
        <LazyVideoPlayer {...props} />
      </Suspense>
    </div>
  );
}
