// Choosing a card (SPEC 2.22): the pre-roll ads first, then the player full screen. Whatever ends
// the ads (finished, none, closed, failed to load) opens the player.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoStream } from '@ott/contract';
import { PreRollGate } from '@/features/ads/index.ts';
import { useScrollLock } from '@/features/player/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import '../i18n.ts';

const loadPlayer = () => import('./advanced-player.tsx');
const LazyAdvancedPlayer = lazy(loadPlayer);

export interface WatchFlowProps {
  stream: DemoStream;
  onClose(): void;
}

export function WatchFlow({ stream, onClose }: WatchFlowProps) {
  const { t } = useTranslation('advancedPlayer');
  const [phase, setPhase] = useState<'ads' | 'player'>(stream.ad_video_id === null ? 'player' : 'ads');
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useScrollLock(true);
  useEffect(() => {
    // The player chunk (and Shaka with it) loads while the ads play.
    void loadPlayer().catch(() => undefined);
    return () => opener?.focus?.();
  }, [opener]);

  if (phase === 'ads' && stream.ad_video_id !== null) {
    return <PreRollGate videoId={stream.ad_video_id} onDone={() => setPhase('player')} />;
  }
  return (
    <div role="dialog" aria-modal="true" aria-label={t(`card_${stream.id}`)} className="fixed inset-0 z-[100] bg-black">
      <Suspense
        fallback={
          <div className="flex size-full items-center justify-center">
            <Spinner className="size-14 border-4" label={t('loading')} />
          </div>
        }
      >
        <LazyAdvancedPlayer stream={stream} onClose={onClose} />
      </Suspense>
    </div>
  );
}
