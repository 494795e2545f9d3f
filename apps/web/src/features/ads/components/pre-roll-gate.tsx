// The pre-roll gate (SPEC 4 'Ads'): a full-screen layer that fetches the video's ads and plays the
// pre-roll queue, then hands over to the feature with onDone (ads-finished, no-ads, or ads-failed:
// a failure skips the ads and never blocks the feature).
import { useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { videoAdsQueryOptions } from '@/api/ads/get-video-ads.ts';
import { useScrollLock } from '@/features/player/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { useAdTracking } from '../hooks/use-ad-tracking.ts';
import { adQueueReducer, currentAd, initialAdQueue, type AdsDoneReason } from '../lib/ad-queue.ts';
import { AdSlot } from './ad-slot.tsx';
import '../i18n.ts';

export interface PreRollGateProps {
  /** The video the ads run before (sent with the tracking posts). */
  videoId: number;
  /** This playback's view id; a fresh one is made when missing. */
  viewId?: string;
  onDone(reason: AdsDoneReason): void;
}

export function PreRollGate({ videoId, viewId, onDone }: PreRollGateProps) {
  const { t } = useTranslation('ads');
  const [state, dispatch] = useReducer(adQueueReducer, initialAdQueue);
  const ads = useQuery(videoAdsQueryOptions(videoId));
  const tracking = useAdTracking({ viewId, videoId });
  const root = useRef<HTMLDivElement>(null);
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  useScrollLock(true);

  useEffect(() => {
    if (ads.data) dispatch({ type: 'loaded', ads: ads.data.pre_roll });
    else if (ads.isError) dispatch({ type: 'load-failed' });
  }, [ads.data, ads.isError]);

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

export default PreRollGate;
