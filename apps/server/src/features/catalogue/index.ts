// Catalogue feature (SPEC 2.3, 2.12, 2.19, 7 'Content'): videos, hero, categories, live streams.
import type { FastifyInstance } from 'fastify';
import { getVideoRoute } from './get-video.route.ts';
import { listCategoriesRoutes } from './list-categories.route.ts';
import { listCategoryVideosRoute } from './list-category-videos.route.ts';
import { listHeroRoute } from './list-hero.route.ts';
import { listLiveStreamsRoute } from './list-live-streams.route.ts';
import { listVideosRoute } from './list-videos.route.ts';

export { CATALOGUE_CACHE, invalidateCatalogueCache } from './cache-keys.ts';
export { hasActiveRental, listActiveRentalVideoIds } from './service.ts';
// For features that list videos in the catalogue's shape (regions): cached base rows, presented
// per viewer so paid stream URLs reach only entitled users.
export { CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
export { isPersonalised, loadViewerForList, presentVideo } from './service.ts';
export { listNewestVideoBases } from './video-repository.ts';
export type { VideoBase } from './video-base.ts';
export { backfillTitleSearchKeys, titleSearchFields } from './search-keys.ts';
export { canViewerPlay, isUserSubscribed, loadViewerForVideo, mediaAccessLimits } from './service.ts';
export { assetUrl } from './asset-url.ts';
export { presentLiveStream } from './browse-repository.ts';
export { paginate } from './list-category-videos.route.ts';
export { toVideoType } from './video-base.ts';
// The /movie/{id} link-preview card the web-and-media plugin puts into index.html (issue 12).
export { movieSocialCard } from './movie-page-card.ts';

export async function catalogueFeature(app: FastifyInstance) {
  await app.register(listHeroRoute);
  await app.register(listCategoriesRoutes);
  await app.register(listCategoryVideosRoute);
  await app.register(listVideosRoute);
  await app.register(getVideoRoute);
  await app.register(listLiveStreamsRoute);
}
