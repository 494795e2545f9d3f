// The pre-roll player (SPEC 4 'Ads'): plays the loaded pre-roll queue full screen, then hands over
// to the feature with onDone (ads-finished, or ads-failed: a playback failure skips the ads and
// never blocks the feature). Lazy: PreRollGate loads it only when there are ads to play.
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@ott/contract';
import { useScrollLock } from '@/features/player/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { useAdTracking } from '../hooks/use-ad-tracking.ts';
import { adQueueReducer, currentAd, initialAdQueue, type AdsDoneReason } from '../lib/ad-queue.ts';
import { AdSlot } from './ad-slot.tsx';
import '../i18n.ts';

export interface PreRollPlayerProps {
  /** The pre-roll ads, in play order. */
  ads: readonly Advertisement[];
  /** The video the ads run before (sent with the tracking posts). */
  videoId: number;
  /** This playback's view id; a fresh one is made when missing. */
  viewId?: string;
  onDone(reason: AdsDoneReason): void;
}

const start = (ads: readonly Advertisement[]) => adQueueReducer(initialAdQueue, { type: 'loaded', ads });

export function PreRollPlayer({ ads, videoId, viewId, onDone }: PreRollPlayerProps) {
  const { t } = useTranslation('ads');
  const [state, dispatch] = useReducer(adQueueReducer, ads, start);
  const tracking = useAdTracking({ viewId, videoId });
  const root = useRef<HTMLDivElement>(null);
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  useScrollLock(true);

  const reason = state.status === 'done' ? state.reason : null;
  useEffect(() => {
    if (reason) latestOnDone.current(reason);
  }, [reason]);

  useEffect(() => {
    root.current?.focus();
  }, []);

  const ad = currentAd(state);
  const close = () => dispatch({ type: 'close' });
  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={t('advertisement')}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
      className="fixed inset-0 z-[100] bg-black outline-none"
      data-testid="pre-roll-gate"
      data-state={state.status}
    >
      {state.status === 'playing' && ad ? (
        <AdSlot
          key={state.index}
          ad={ad}
          position={state.index + 1}
          total={state.ads.length}
          elapsed={state.elapsed}
          onProgress={(currentTime) => dispatch({ type: 'progress', index: state.index, currentTime })}
          onEnded={() => dispatch({ type: 'ended', index: state.index })}
          onFailed={() => dispatch({ type: 'playback-failed', index: state.index })}
          onStarted={() => tracking.impression(ad)}
          onSkip={() => dispatch({ type: 'skip', index: state.index })}
          onClose={close}
          onCtaClick={tracking.click}
        />
      ) : (
        <div className="flex size-full items-center justify-center">
          <Spinner className="size-12 border-4" label={t('loading')} />
        </div>
      )}
    </div>
  );
}

export default PreRollPlayer;
