import type { Category } from '@ott/contract';

/**
 * The news feed is the News category's videos: the server's video list has no news filter, and the
 * catalogue files its bulletins under a category named News (seeded; editors keep the name).
 */
export const NEWS_CATEGORY_NAME = 'news';

export const findNewsCategory = (categories: readonly Category[]) =>
  categories.find((c) => c.name.trim().toLowerCase() === NEWS_CATEGORY_NAME);
