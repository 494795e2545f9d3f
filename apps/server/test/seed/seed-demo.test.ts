// The demo seed: contents the screens rely on, idempotence, sequences, and never touching a
// catalogue it did not make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { seedDemo, SEED_VERSION_KEY } from '../../src/features/seed/index.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';
import { DEMO_FEATURE_CLIPS, DEMO_PROMO_CLIPS } from '../../src/features/seed/demo-layout.ts';
import { DEMO_CLIPS } from '../../src/features/media/demo-catalogue.ts';

const COUNTED = {
  categories: schema.categories,
  videos: schema.videos,
  videoPrices: schema.videoPrices,
  heroSlides: schema.heroSlides,
  liveStreams: schema.liveStreams,
  states: schema.states,
  districts: schema.districts,
  constituencies: schema.constituencies,
  mandals: schema.mandals,
  villages: schema.villages,
  plans: schema.plans,
  bonusLevels: schema.bonusLevels,
  advertisements: schema.advertisements,
  siteSettings: schema.siteSettings,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const [row] = await t.deps.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seedDemo', () => {
  it('seeds once; a second run changes nothing', async () => {
    expect(await seedDemo(t.deps.db, { mediaBaseUrl: '/media' })).toBe('seeded');
    const before = await counts();
    const videosBefore = await t.deps.db.select().from(schema.videos).orderBy(schema.videos.id);
    expect(await seedDemo(t.deps.db, { mediaBaseUrl: '/media' })).toBe('up-to-date');
    expect(await counts()).toEqual(before);
    expect(await t.deps.db.select().from(schema.videos).orderBy(schema.videos.id)).toEqual(videosBefore);
  });

  it('has the catalogue the screens expect', async () => {
    const db = t.deps.db;
    const cats = await db.select().from(schema.categories);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(cats.find((c) => c.id === 19)?.name).toBe('Shorts');
    const vids = await db.select().from(schema.videos);
    expect(vids.length).toBeGreaterThanOrEqual(40);
    for (const type of ['free', 'paid', 'rental']) expect(vids.filter((v) => v.videoType === type).length).toBeGreaterThan(4);
    expect(vids.filter((v) => v.titleLatin).length).toBeGreaterThanOrEqual(3);
    expect(vids.filter((v) => v.isNews).every((v) => v.categoryId === 5)).toBe(true);
    expect(vids.filter((v) => v.isNews).length).toBeGreaterThanOrEqual(3);
    expect(vids.some((v) => v.is4k && v.mood1 && v.mood2)).toBe(true);
    const week = Date.now() - 7 * 86_400_000;
    expect(vids.filter((v) => v.createdAt.getTime() > week).length).toBeGreaterThan(3);
    expect(vids.every((v) => v.createdAt.getTime() > Date.now() - 61 * 86_400_000)).toBe(true);
    // Paid media is protected; free media is not.
    for (const v of vids) expect(v.hlsPath?.startsWith('protected/')).toBe(v.videoType !== 'free');
    const prices = await db.select().from(schema.videoPrices);
    const rentalIds = new Set(vids.filter((v) => v.videoType === 'rental').map((v) => v.id));
    expect(new Set(prices.map((p) => p.videoId))).toEqual(rentalIds);
    expect(prices.every((p) => [2, 7].includes(p.rentalDurationDays) && p.rentalPricePaise % 100 === 0)).toBe(true);
    const live = await db.select().from(schema.liveStreams).where(eq(schema.liveStreams.isImportant, true));
    expect(live.some((s) => s.isActive)).toBe(true);
    expect(await db.select().from(schema.videos).where(isNotNull(schema.videos.villageId))).not.toHaveLength(0);
  });

  it('seeds regions with full depth and 6-digit pincodes', async () => {
    const db = t.deps.db;
    expect((await db.select().from(schema.states)).map((s) => s.name).sort()).toEqual(['Andhra Pradesh', 'Telangana']);
    const villages = await db.select().from(schema.villages);
    expect(villages.length).toBeGreaterThan(20);
    expect(villages.every((v) => /^\d{6}$/.test(v.pincode ?? ''))).toBe(true);
    const tagged = await db.select().from(schema.videos).where(isNotNull(schema.videos.villageId));
    expect(tagged.every((v) => v.stateId && v.districtId && v.constituencyId && v.mandalId)).toBe(true);
  });

  it('seeds the SPEC 9 plans, bonus levels, ads and popup', async () => {
    const db = t.deps.db;
    const plans = await db.select().from(schema.plans).orderBy(schema.plans.id);
    expect(plans.map((p) => [p.id, p.name, p.pricePaise, p.durationDays, p.popular, p.brandText])).toEqual([
      [1, 'Basic Plan', 19_900, 30, false, 'GOLD'],
      [2, 'Standard Plan', 49_900, 90, true, 'GOLD'],
      [3, 'Premium Plan', 99_900, 365, false, 'GOLD'],
    ]);
    expect(plans.every((p) => p.features.length > 0)).toBe(true);
    const levels = await db.select().from(schema.bonusLevels).orderBy(schema.bonusLevels.level);
    expect(levels.map((l) => [l.level, l.percentBasisPoints])).toEqual([[1, 1000], [2, 500], [3, 300], [4, 200], [5, 100]]);
    const ads = await db.select().from(schema.advertisements);
    expect(ads.filter((a) => a.adType === 'pre_roll' && a.videoFile)).toHaveLength(1);
    expect(ads.filter((a) => a.adType === 'banner' && a.bannerImage)).toHaveLength(2);
    const keys = (await db.select().from(schema.siteSettings)).map((s) => s.key).sort();
    expect(keys).toEqual(['popup', SEED_VERSION_KEY]);
  });

  it('moves every sequence past the explicit ids', async () => {
    const [category] = await t.deps.db.insert(schema.categories).values({ name: 'New Category' }).returning();
    expect(category?.id).toBe(20);
    const [plan] = await t.deps.db.insert(schema.plans).values({ name: 'X', pricePaise: 1, durationDays: 1 }).returning();
    expect(plan?.id).toBe(4);
    const [video] = await t.deps.db.insert(schema.videos).values({ title: 'Upload' }).returning();
    expect(video?.id).toBeGreaterThan(40);
  });

  it('gives every video and live channel its own public artwork', async () => {
    const vids = await t.deps.db.select().from(schema.videos).where(lte(schema.videos.id, VIDEO_SEED.length));
    for (const v of vids) {
      expect([v.portraitThumbnailUrl, v.thumbnailUrl, v.posterUrl]).toEqual([
        `/media/art/video-${v.id}/poster.jpg`,
        `/media/art/video-${v.id}/thumb.jpg`,
        `/media/art/video-${v.id}/backdrop.jpg`,
      ]);
    }
    const live = await t.deps.db.select().from(schema.liveStreams);
    for (const s of live) expect(s.thumbnail).toBe(`/media/art/live-${s.id}/thumb.jpg`);
    // Hero slides show their video's artwork backdrop until the promo plays.
    expect((await t.deps.db.select().from(schema.heroSlides)).every((h) => h.backdropUrl === null)).toBe(true);
  });

  it('only references clips that features/media generates', () => {
    const generated = new Set(DEMO_CLIPS.map((c) => c.slug));
    for (const slug of [...Object.values(DEMO_FEATURE_CLIPS), ...DEMO_PROMO_CLIPS]) expect(generated).toContain(slug);
  });
});

describe('a database seeded at version 1 (clip frames as images)', () => {
  it('moves seeded rows to their own artwork, leaving images an operator set', async () => {
    const old = await createTestApp();
    try {
      const db = old.deps.db;
      await seedDemo(db, { mediaBaseUrl: '/media' });
      const clip = (slug: string, file: string) => `/media/demo/${slug}/${file}`;
      await db.update(schema.videos).set({ thumbnailUrl: clip('godavari-sunrise', 'thumb.jpg'), portraitThumbnailUrl: clip('godavari-sunrise', 'poster.jpg'), posterUrl: clip('godavari-sunrise', 'backdrop.jpg') });
      await db.update(schema.videos).set({ thumbnailUrl: 'https://cdn.example/own.jpg' }).where(eq(schema.videos.id, 2));
      await db.update(schema.liveStreams).set({ thumbnail: clip('hyderabad-nights', 'thumb.jpg') });
      await db.update(schema.siteSettings).set({ value: 1 }).where(eq(schema.siteSettings.key, SEED_VERSION_KEY));

      expect(await seedDemo(db, { mediaBaseUrl: '/media' })).toBe('seeded');
      const [first] = await db.select().from(schema.videos).where(eq(schema.videos.id, 1));
      expect(first?.portraitThumbnailUrl).toBe('/media/art/video-1/poster.jpg');
      expect(first?.posterUrl).toBe('/media/art/video-1/backdrop.jpg');
      const [own] = await db.select().from(schema.videos).where(eq(schema.videos.id, 2));
      expect(own?.thumbnailUrl).toBe('https://cdn.example/own.jpg');
      const live = await db.select().from(schema.liveStreams);
      expect(live.every((s) => s.thumbnail === `/media/art/live-${s.id}/thumb.jpg`)).toBe(true);
      expect(await seedDemo(db, { mediaBaseUrl: '/media' })).toBe('up-to-date');
    } finally {
      await old.close();
    }
  });
});

describe('a database with its own catalogue', () => {
  it('is left alone', async () => {
    const other = await createTestApp();
    try {
      await other.deps.db.insert(schema.categories).values({ name: 'Real Category' });
      expect(await seedDemo(other.deps.db, { mediaBaseUrl: '/media' })).toBe('skipped-existing-data');
      const [videos] = await other.deps.db.select({ n: count() }).from(schema.videos);
      expect(videos?.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
