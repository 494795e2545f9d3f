// Inserts demo categories, videos (with rental prices and region tags), hero slides and live
// channels. Ids are explicit so a second run conflicts and changes nothing.
import type { SeedDb } from './seed-db.ts';
import { searchKey } from '../../lib/search/search-key.ts';
import { categories, heroSlides, liveStreams, videoPrices, videos } from '../../lib/db/schema.ts';
import { CATEGORY_SEED } from './data/categories.ts';
import { HERO_SEED, LIVE_STREAM_SEED, type LiveStreamSeed } from './data/showcase.ts';
import type { VideoSeed } from './data/video-seed.ts';
import { VIDEO_SEED } from './data/videos.ts';
import { hasPromo, liveClipSlug, promoClipSlug, videoClipSlug } from './demo-clips.ts';
import { demoArtPaths, demoLiveUrl, demoStreamPaths } from './demo-layout.ts';
import { LIVE_CHANNEL_PATH } from '../streaming/index.ts';
import type { VillagePath } from './seed-regions.ts';
import { episodeColumns, seedMarkers, seedSeries } from './seed-series.ts';

export { VIDEO_SEED };

/** A title's own clip (features/seed/demo-clips.ts): protected unless the title is free. */
export const videoStreamPaths = (seed: VideoSeed) => demoStreamPaths(videoClipSlug(seed), seed.type !== 'free');
/** A title's own promo, public (SPEC 2.12), or none. */
export const videoPromoPath = (seed: VideoSeed) => (hasPromo(seed) ? demoStreamPaths(promoClipSlug(seed), false).hlsPath : null);
/** A channel's stream path: the server's live channel, or its own clip (protected when premium). */
export const liveStreamPath = (seed: LiveStreamSeed) =>
  seed.isLiveChannel ? LIVE_CHANNEL_PATH : demoLiveUrl(liveClipSlug(seed.title), seed.isPremium ?? false);

const DAY_MS = 86_400_000;

export function buildVideoRows(villagePaths: Map<string, VillagePath>, now: Date) {
  const prices: (typeof videoPrices.$inferInsert)[] = [];
  const rows = VIDEO_SEED.map((seed, index): typeof videos.$inferInsert => {
    const id = index + 1;
    // Each title has its own artwork and its own clip made from it (the 'demo-media' job).
    const art = demoArtPaths('video', id);
    for (const [paise, days] of seed.prices ?? []) {
      prices.push({ id: prices.length + 1, videoId: id, rentalPricePaise: paise, rentalDurationDays: days });
    }
    const region = seed.village ? villagePaths.get(seed.village) : undefined;
    if (seed.village && !region) throw new Error(`demo seed: unknown village ${seed.village}`);
    // Minutes apart within a day so 'recently added' has a stable order.
    const createdAt = new Date(now.getTime() - seed.ageDays * DAY_MS - index * 60_000);
    return {
      id,
      title: seed.title,
      // The search key of the title (docs/decisions.md 'Search'), like every other write path.
      titleLatin: searchKey(seed.title),
      description: seed.description,
      videoType: seed.type,
      categoryId: seed.categoryId,
      thumbnailUrl: art.thumbnail,
      portraitThumbnailUrl: art.poster,
      // poster_url is the wide still (the movie page backdrop and the hero's), as for uploads.
      posterUrl: art.backdrop,
      ...videoStreamPaths(seed),
      promoHlsPath: videoPromoPath(seed),
      is4k: seed.is4k ?? false,
      mood1: seed.moods?.[0] ?? null,
      mood2: seed.moods?.[1] ?? null,
      duration: seed.durationSeconds,
      releaseDate: seed.releaseDate,
      viewsCount: seed.views,
      isNews: seed.isNews ?? false,
      ...episodeColumns(seed),
      status: 'ready',
      ...(region ?? {}),
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { rows, prices };
}

export async function seedCatalogue(db: SeedDb, villagePaths: Map<string, VillagePath>, now: Date) {
  await db
    .insert(categories)
    .values(CATEGORY_SEED.map((c) => ({ ...c, sortOrder: c.id })))
    .onConflictDoNothing();
  const { rows, prices } = buildVideoRows(villagePaths, now);
  // Issue 18.4: the series and seasons first (episode rows name their season), markers after.
  await seedSeries(db, now);
  await db.insert(videos).values(rows).onConflictDoNothing();
  await db.insert(videoPrices).values(prices).onConflictDoNothing();
  await seedMarkers(db);

  await db
    .insert(heroSlides)
    .values(
      HERO_SEED.map((title, i) => {
        const index = VIDEO_SEED.findIndex((seed) => seed.title === title);
        const seed = VIDEO_SEED[index];
        return {
          id: i + 1,
          videoId: index + 1,
          // Null: the hero shows the video's own artwork backdrop until its promo plays.
          backdropUrl: null,
          // The slide's own title's promo, never another title's.
          promoHlsPath: seed ? videoPromoPath(seed) : null,
          sortOrder: i + 1,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(liveStreams)
    .values(
      LIVE_STREAM_SEED.map((s, i) => ({
        id: i + 1,
        title: s.title,
        description: s.description,
        liveUrl: liveStreamPath(s),
        thumbnail: demoArtPaths('live', i + 1).thumbnail,
        isImportant: s.isImportant ?? false,
        isActive: s.isActive ?? true,
        isPremium: s.isPremium ?? false,
        sortOrder: i + 1,
        categoryId: s.categoryId,
      })),
    )
    .onConflictDoNothing();
}
