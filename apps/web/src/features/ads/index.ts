// Public surface of the ads feature (SPEC 4 'Ads'). Light: the gate and the banner fetch their
// lists first; the ad player and the carousel are lazy chunks loaded only when there is an ad.
export { BannerAds, type BannerAdsProps } from './components/banner-ads.tsx';
export { PreRollGate, type PreRollGateProps } from './components/pre-roll-gate.tsx';
export type { AdsDoneReason } from './lib/ad-queue.ts';
export { newAdViewId, toAdViewId } from './lib/view-id.ts';
export { useAdFree } from './hooks/use-ad-free.ts';
