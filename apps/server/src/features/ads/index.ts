// Ads feature (SPEC 3 'Advertisement', 4 'Ads', 7 'Ads'): video and banner ad lists, impression
// and click tracking. Subscribed users get no ads.
import type { FastifyInstance } from 'fastify';
import { bannerAdsRoute } from './banner-ads.route.ts';
import { trackClickRoute } from './track-click.route.ts';
import { trackImpressionRoute } from './track-impression.route.ts';
import { videoAdsRoute } from './video-ads.route.ts';

export { invalidateAdsCache } from './ad-repository.ts';
export { adCounts } from './tracking-service.ts';

export async function adsFeature(app: FastifyInstance) {
  videoAdsRoute(app);
  bannerAdsRoute(app);
  trackImpressionRoute(app);
  trackClickRoute(app);
}
