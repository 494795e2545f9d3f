// Public surface of the ads feature (SPEC 4 'Ads'). Light: the components are lazy chunks.
export { BannerAds, PreRollGate } from './components/lazy.tsx';
export type { BannerAdsProps } from './components/banner-ads.tsx';
export type { PreRollGateProps } from './components/pre-roll-gate.tsx';
export type { AdsDoneReason } from './lib/ad-queue.ts';
export { newAdViewId, toAdViewId } from './lib/view-id.ts';
