// Inserts demo categories, videos (with rental prices and region tags), hero slides and live
// channels. Ids are explicit so a second run conflicts and changes nothing.
import type { SeedDb } from './seed-db.ts';
import { searchKey } from '../../lib/search/search-key.ts';
import { categories, heroSlides, liveStreams, videoPrices, videos } from '../../lib/db/schema.ts';
import { CATEGORY, CATEGORY_SEED, type CategoryId } from './data/categories.ts';
import { HERO_SEED, LIVE_STREAM_SEED } from './data/showcase.ts';
import type { VideoSeed } from './data/video-seed.ts';
import { ENTERTAINMENT_VIDEOS } from './data/videos-entertainment.ts';
import { REGIONAL_VIDEOS } from './data/videos-regional.ts';
import { DEMO_FEATURE_CLIPS as CLIP, DEMO_PROMO_CLIPS, demoArtUrls, demoLiveUrl, demoStreamPaths } from './demo-layout.ts';
import type { VillagePath } from './seed-regions.ts';

export const VIDEO_SEED: VideoSeed[] = [...ENTERTAINMENT_VIDEOS, ...REGIONAL_VIDEOS];

/** Which demo clip plays for a category; movies rotate through all of them. */
const CLIP_BY_CATEGORY: Record<CategoryId, string[]> = {
  [CATEGORY.movies]: Object.values(CLIP),
  [CATEGORY.webSeries]: [CLIP.hyderabad, CLIP.kitchen],
  [CATEGORY.comedy]: [CLIP.cricket, CLIP.kitchen],
  [CATEGORY.devotional]: [CLIP.temple],
  [CATEGORY.news]: [CLIP.hyderabad, CLIP.godavari],
  [CATEGORY.music]: [CLIP.monsoon],
  [CATEGORY.kids]: [CLIP.cricket],
  [CATEGORY.shortFilms]: [CLIP.kitchen, CLIP.godavari],
  [CATEGORY.villageStories]: [CLIP.temple, CLIP.cricket, CLIP.godavari],
  [CATEGORY.shorts]: [CLIP.kitchen],
};
/** Only long-form titles get a promo, so the 'Promo' button (SPEC 2.12) is sometimes absent. */
const HAS_PROMO: ReadonlySet<CategoryId> = new Set([CATEGORY.movies, CATEGORY.webSeries, CATEGORY.comedy]);

const DAY_MS = 86_400_000;

export function buildVideoRows(mediaBaseUrl: string, villagePaths: Map<string, VillagePath>, now: Date) {
  const seenInCategory = new Map<CategoryId, number>();
  const prices: (typeof videoPrices.$inferInsert)[] = [];
  const rows = VIDEO_SEED.map((seed, index): typeof videos.$inferInsert => {
    const id = index + 1;
    const nth = seenInCategory.get(seed.categoryId) ?? 0;
    seenInCategory.set(seed.categoryId, nth + 1);
    const clips = CLIP_BY_CATEGORY[seed.categoryId];
    const clip = clips[nth % clips.length] ?? CLIP.godavari;
    // Each title has its own artwork (painted by the 'demo-media' job); the clip only plays.
    const art = demoArtUrls(mediaBaseUrl, 'video', id);
    const promo = HAS_PROMO.has(seed.categoryId) ? DEMO_PROMO_CLIPS[index % DEMO_PROMO_CLIPS.length] : undefined;
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
      ...demoStreamPaths(clip, seed.type !== 'free'),
      promoHlsPath: promo ? demoStreamPaths(promo, false).hlsPath : null,
      is4k: seed.is4k ?? false,
      mood1: seed.moods?.[0] ?? null,
      mood2: seed.moods?.[1] ?? null,
      duration: seed.durationSeconds,
      releaseDate: seed.releaseDate,
      viewsCount: seed.views,
      isNews: seed.isNews ?? false,
      status: 'ready',
      ...(region ?? {}),
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { rows, prices };
}

export async function seedCatalogue(
  db: SeedDb,
  mediaBaseUrl: string,
  villagePaths: Map<string, VillagePath>,
  now: Date,
) {
  await db
    .insert(categories)
    .values(CATEGORY_SEED.map((c) => ({ ...c, sortOrder: c.id })))
    .onConflictDoNothing();
  const { rows, prices } = buildVideoRows(mediaBaseUrl, villagePaths, now);
  await db.insert(videos).values(rows).onConflictDoNothing();
  await db.insert(videoPrices).values(prices).onConflictDoNothing();

  const idByTitle = new Map(rows.map((r) => [r.title, r.id ?? 0]));
  await db
    .insert(heroSlides)
    .values(
      HERO_SEED.map((title, i) => ({
        id: i + 1,
        videoId: idByTitle.get(title) ?? 0,
        // Null: the hero shows the video's own artwork backdrop until its promo plays.
        backdropUrl: null,
        promoHlsPath: demoStreamPaths(DEMO_PROMO_CLIPS[i % DEMO_PROMO_CLIPS.length] ?? '', false).hlsPath,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(liveStreams)
    .values(
      LIVE_STREAM_SEED.map((s, i) => ({
        id: i + 1,
        title: s.title,
        description: s.description,
        liveUrl: demoLiveUrl(mediaBaseUrl, s.clip, s.isPremium ?? false),
        thumbnail: demoArtUrls(mediaBaseUrl, 'live', i + 1).thumbnail,
        isImportant: s.isImportant ?? false,
        isActive: s.isActive ?? true,
        isPremium: s.isPremium ?? false,
        sortOrder: i + 1,
        categoryId: s.categoryId,
      })),
    )
    .onConflictDoNothing();
}
