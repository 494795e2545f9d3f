// The ads feature's components as lazy chunks, so nothing of it lands in the bundle of a page that
// imports this feature's index (the queue, the player engine and the overlay load on first use).
import { lazy, Suspense } from 'react';
import { Spinner } from '@/ui/spinner.tsx';
import type { BannerAdsProps } from './banner-ads.tsx';
import type { PreRollGateProps } from './pre-roll-gate.tsx';

const LazyPreRollGate = lazy(() => import('./pre-roll-gate.tsx'));
const LazyBannerAds = lazy(() => import('./banner-ads.tsx'));

export function PreRollGate(props: PreRollGateProps) {
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-[100] flex items-center justify-center bg-black" data-testid="pre-roll-gate" data-state="loading">
          <Spinner className="size-12 border-4" />
        </div>
      }
    >
      <LazyPreRollGate {...props} />
    </Suspense>
  );
}

export function BannerAds(props: BannerAdsProps) {
  return (
    <Suspense fallback={null}>
      <LazyBannerAds {...props} />
    </Suspense>
  );
}
