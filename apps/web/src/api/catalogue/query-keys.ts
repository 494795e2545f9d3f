// One key table for the catalogue, so screens share caches (SPEC 9: home data cached 5 minutes)
// and invalidation can target a whole family at once.
import type { VideoType } from '@ott/contract';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  hero: () => [...catalogueKeys.all, 'hero'] as const,
  videos: () => [...catalogueKeys.all, 'videos'] as const,
  recent: (limit: number) => [...catalogueKeys.videos(), 'recent', { limit }] as const,
  byType: (videoType: VideoType, limit: number) => [...catalogueKeys.videos(), 'type', { videoType, limit }] as const,
  video: (id: number | string) => [...catalogueKeys.videos(), 'detail', String(id)] as const,
  search: (query: string) => [...catalogueKeys.videos(), 'search', { query }] as const,
  trending: (days: number) => [...catalogueKeys.videos(), 'trending', { days }] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  categoryVideos: (categoryId: number | string, pageSize: number) =>
    [...catalogueKeys.all, 'category-videos', String(categoryId), { pageSize }] as const,
  categoryVideosPage: (categoryId: number | string, pageSize: number, page: number) =>
    [...catalogueKeys.categoryVideos(categoryId, pageSize), { page }] as const,
  liveStreams: () => [...catalogueKeys.all, 'live-streams'] as const,
  liveStreamsByCategory: (categoryId: number) => [...catalogueKeys.liveStreams(), String(categoryId)] as const,
  states: () => [...catalogueKeys.all, 'states'] as const,
  /** A page's link-preview card as a crawler reads it (the page URL, not a video id). */
  shareCard: (pageUrl: string) => [...catalogueKeys.all, 'share-card', pageUrl] as const,
};
