// PreRollGate (SPEC 4 'Ads'): asks for the video's ads first; an empty pre-roll list emits
// 'no-ads' and a failed request 'ads-failed' at once (the player chunk of the ads is never
// fetched), otherwise the lazy PreRollPlayer plays the queue. Every outcome calls onDone once,
// and the caller opens the feature.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { videoAdsQueryOptions } from '@/api/ads/get-video-ads.ts';
import { markPlaybackRequested } from '@/features/player/index.ts';
import { Spinner } from '@/ui/spinner.tsx';
import type { AdsDoneReason } from '../lib/ad-queue.ts';
import '../i18n.ts';

const PreRollPlayer = lazy(() => import('./pre-roll-player.tsx'));

export interface PreRollGateProps {
  /** The video the ads run before (sent with the tracking posts). */
  videoId: number;
  /** This playback's view id; a fresh one is made when missing. */
  viewId?: string;
  onDone(reason: AdsDoneReason): void;
}

function GateLoading() {
  const { t } = useTranslation('ads');
  return (
    <div role="dialog" aria-modal="true" aria-label={t('advertisement')} className="fixed inset-0 z-[100] flex items-center justify-center bg-black" data-testid="pre-roll-gate" data-state="loading">
      <Spinner className="size-12 border-4" label={t('loading')} />
    </div>
  );
}

export function PreRollGate({ videoId, viewId, onDone }: PreRollGateProps) {
  const ads = useQuery(videoAdsQueryOptions(videoId));
  const preRoll = ads.data?.pre_roll.filter((ad) => !!ad.video_file);
  const isDone = useRef(false);
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  const finish = (reason: AdsDoneReason) => {
    if (isDone.current) return;
    isDone.current = true;
    // The feature's first-frame clock starts now, not at the click that started the ads.
    markPlaybackRequested();
    latestOnDone.current(reason);
  };
  const early: AdsDoneReason | null = ads.isError ? 'ads-failed' : preRoll?.length === 0 ? 'no-ads' : null;
  useEffect(() => {
    if (early) finish(early);
  });

  if (!preRoll || preRoll.length === 0) return <GateLoading />;
  return (
    <Suspense fallback={<GateLoading />}>
      <PreRollPlayer ads={preRoll} videoId={videoId} viewId={viewId} onDone={finish} />
    </Suspense>
  );
}
