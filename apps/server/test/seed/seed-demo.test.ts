// The demo seed: contents the screens rely on, idempotence, sequences, and never touching a
// catalogue it did not make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, lte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { seedDemo, SEED_VERSION_KEY } from '../../src/features/seed/index.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';
import { DEMO_CLIPS } from '../../src/features/seed/index.ts';
import { titleSlug } from '../../src/features/seed/demo-clips.ts';
import { LIVE_STREAM_SEED } from '../../src/features/seed/data/showcase.ts';
import { demoClipPath } from '../../src/features/media/index.ts';
import { DRM_DEMO_CLIP, LIVE_CHANNEL_PATH, LIVE_SOURCE_CLIP } from '../../src/features/streaming/index.ts';

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
        `art/video-${v.id}/poster.jpg`,
        `art/video-${v.id}/thumb.jpg`,
        `art/video-${v.id}/backdrop.jpg`,
      ]);
    }
    const live = await t.deps.db.select().from(schema.liveStreams);
    for (const s of live) expect(s.thumbnail).toBe(`art/live-${s.id}/thumb.jpg`);
    // Hero slides show their video's artwork backdrop until the promo plays.
    expect((await t.deps.db.select().from(schema.heroSlides)).every((h) => h.backdropUrl === null)).toBe(true);
  });

  it('plays every title from a clip made from its own artwork, with its own name', async () => {
    const clipAt = new Map(DEMO_CLIPS.map((clip) => [`${demoClipPath(clip)}/master.m3u8`, clip]));
    const vids = await t.deps.db.select().from(schema.videos).where(lte(schema.videos.id, VIDEO_SEED.length));
    for (const v of vids) {
      const seed = VIDEO_SEED[v.id - 1];
      const clip = clipAt.get(v.hlsPath ?? '');
      // The title's own slug, its own painted backdrop, its own name burned in.
      expect(clip, v.title).toMatchObject({ kind: 'feature', slug: titleSlug(seed?.titleLatin ?? v.title), background: `art/video-${v.id}/backdrop.jpg`, title: seed?.titleLatin ?? v.title });
      expect(v.dashPath).toBe(v.hlsPath?.replace('master.m3u8', 'manifest.mpd'));
      if (v.promoHlsPath) expect(clipAt.get(v.promoHlsPath), `promo of ${v.title}`).toMatchObject({ kind: 'promo', title: clip?.title, background: clip?.background });
    }
    // No two titles share a clip.
    expect(new Set(vids.map((v) => v.hlsPath)).size).toBe(vids.length);
    expect(new Set(DEMO_CLIPS.map((c) => c.slug)).size).toBe(DEMO_CLIPS.length);
    // Each hero slide plays its own title's promo, never another title's.
    for (const slide of await t.deps.db.select().from(schema.heroSlides)) {
      const [video] = vids.filter((v) => v.id === slide.videoId);
      expect(slide.promoHlsPath).toBe(video?.promoHlsPath);
      expect(slide.promoHlsPath).not.toBeNull();
    }
  });

  it('gives every live channel its own clip; the news channel streams the live channel, which loops its clip', async () => {
    const channels = await t.deps.db.select().from(schema.liveStreams).orderBy(schema.liveStreams.id);
    for (const channel of channels) {
      const seed = LIVE_STREAM_SEED[channel.id - 1];
      const clip = DEMO_CLIPS.find((c) => c.kind === 'live' && c.title === channel.title);
      expect(clip, channel.title).toMatchObject({ slug: `live-${titleSlug(channel.title)}`, background: `art/live-${channel.id}/backdrop.jpg`, isProtected: channel.isPremium });
      const expected = seed?.isLiveChannel ? LIVE_CHANNEL_PATH : `${demoClipPath(clip!)}/master.m3u8`;
      expect(channel.liveUrl).toBe(expected);
    }
    const news = channels.find((c) => c.title === 'Telugu News 24x7');
    expect(news?.liveUrl).toBe(LIVE_CHANNEL_PATH);
    expect(LIVE_SOURCE_CLIP).toBe(`live-${titleSlug('Telugu News 24x7')}`);
    // The DRM card's clip is a premium title's own.
    const drmTitle = await t.deps.db.select().from(schema.videos).where(eq(schema.videos.hlsPath, `protected/demo/${DRM_DEMO_CLIP}/master.m3u8`));
    expect(drmTitle).toHaveLength(1);
    expect(drmTitle[0]?.videoType).toBe('paid');
  });

  it('shows designed creatives in the popup and banners, and a pre-roll made from its creative', async () => {
    const ads = await t.deps.db.select().from(schema.advertisements).orderBy(schema.advertisements.id);
    for (const ad of ads.filter((a) => a.adType === 'banner')) expect(ad.bannerImage).toBe(`creative/ad-${ad.id}.jpg`);
    const preRoll = ads.find((a) => a.adType === 'pre_roll');
    const clip = DEMO_CLIPS.find((c) => `${demoClipPath(c)}/master.m3u8` === preRoll?.videoFile);
    expect(clip).toMatchObject({ kind: 'ad', background: `creative/ad-${preRoll?.id}.jpg` });
    const [popup] = await t.deps.db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
    expect((popup?.value as { popupContent: { imageUrl: string } }).popupContent.imageUrl).toBe('creative/welcome.jpg');
    // Nothing the seed points at is a frame of a clip any more.
    expect(JSON.stringify({ ads, popup })).not.toMatch(/demo\/[a-z0-9-]+\/(?:poster|backdrop|thumb)\.jpg/);
  });
});

describe('a database seeded at version 1 (clip frames as images)', () => {
  // Written as the seed wrote them then ('/media/...'): seed version 6 makes them relative first.
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
      expect(first?.portraitThumbnailUrl).toBe('art/video-1/poster.jpg');
      expect(first?.posterUrl).toBe('art/video-1/backdrop.jpg');
      const [own] = await db.select().from(schema.videos).where(eq(schema.videos.id, 2));
      expect(own?.thumbnailUrl).toBe('https://cdn.example/own.jpg');
      const live = await db.select().from(schema.liveStreams);
      expect(live.every((s) => s.thumbnail === `art/live-${s.id}/thumb.jpg`)).toBe(true);
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
