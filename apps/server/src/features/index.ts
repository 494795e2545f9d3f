// Every feature's route plugin, in registration order (featuresFor picks them by process role).
// A feature exposes one plugin from its index.
import type { FastifyPluginAsync } from 'fastify';
import { appConfigFeature } from './app-config/index.ts';
import { authFeature } from './auth/index.ts';
import { catalogueFeature } from './catalogue/index.ts';
import { homePageFeature } from './home-page/index.ts';
import { plansPageFeature } from './plans-page/index.ts';
import { devOutboxFeature } from './dev-outbox/index.ts';
import { popupFeature } from './popup/index.ts';
import { profileFeature } from './profile/index.ts';
import { sessionsFeature } from './sessions/index.ts';
import { regionsFeature } from './regions/index.ts';
import { addressFeature } from './address/index.ts';
import { seedFeature } from './seed/index.ts';
import { paymentsFeature } from './payments/index.ts';
import { sandboxFeature } from './sandbox/index.ts';
import { rentalsFeature } from './rentals/index.ts';
import { codesFeature } from './codes/index.ts';
import { watchlistFeature } from './watchlist/index.ts';
import { progressFeature } from './progress/index.ts';
import { preferencesFeature } from './preferences/index.ts';
import { downloadsFeature } from './downloads/index.ts';
import { playbackSessionsFeature } from './playback-sessions/index.ts';
import { adminFeature } from './admin/index.ts';
import { ingestFeature } from './ingest/index.ts';
import { titleAdminFeature } from './title-admin/index.ts';
import { promoFeature } from './promo/index.ts';
import { catalogueAdminFeature } from './catalogue-admin/index.ts';
import { seriesFeature } from './series/index.ts';
import { seriesAdminFeature } from './series-admin/index.ts';
import { plansAdminFeature } from './plans-admin/index.ts';
import { viewersAdminFeature } from './viewers-admin/index.ts';
import { paymentsAdminFeature } from './payments-admin/index.ts';
import { codesAdminFeature } from './codes-admin/index.ts';
import { bonusLevelsAdminFeature } from './bonus-levels-admin/index.ts';
import { withdrawalsAdminFeature } from './withdrawals-admin/index.ts';
import { popupAdminFeature } from './popup-admin/index.ts';
import { liveAdminFeature } from './live-admin/index.ts';
import { walletFeature } from './wallet/index.ts';
import { referralFeature } from './referral/index.ts';
import { payoutsFeature } from './payouts/index.ts';
import { adsFeature } from './ads/index.ts';
import { adsAdminFeature } from './ads-admin/index.ts';
import { dashboardFeature } from './dashboard/index.ts';
import { liveChannelFeature, streamingFeature } from './streaming/index.ts';
import type { Config } from '../config.ts';
import { viewsFeature } from './views/index.ts';
import { probesFeature } from './probes/index.ts';

const features: FastifyPluginAsync[] = [
  probesFeature,
  appConfigFeature,
  authFeature,
  profileFeature,
  sessionsFeature,
  devOutboxFeature,
  catalogueFeature,
  homePageFeature,
  plansPageFeature,
  regionsFeature,
  popupFeature,
  addressFeature,
  seedFeature,
  paymentsFeature,
  sandboxFeature,
  rentalsFeature,
  codesFeature,
  watchlistFeature,
  progressFeature,
  preferencesFeature,
  downloadsFeature,
  playbackSessionsFeature,
  adminFeature,
  titleAdminFeature,
  promoFeature,
  catalogueAdminFeature,
  seriesFeature,
  seriesAdminFeature,
  plansAdminFeature,
  viewersAdminFeature,
  paymentsAdminFeature,
  codesAdminFeature,
  bonusLevelsAdminFeature,
  withdrawalsAdminFeature,
  popupAdminFeature,
  liveAdminFeature,
  ingestFeature,
  walletFeature,
  referralFeature,
  payoutsFeature,
  adsFeature,
  adsAdminFeature,
  dashboardFeature,
  viewsFeature,
  streamingFeature,
];

/** What a process serves by ROLE (issue 14.3): a worker answers only probes and metrics. */
export function featuresFor(config: Pick<Config, 'runsApi' | 'runsJobs'>): FastifyPluginAsync[] {
  return [
    ...(config.runsApi ? features : [probesFeature]),
    ...(config.runsJobs ? [liveChannelFeature] : []),
  ];
}
