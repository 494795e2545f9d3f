// Ads test set-up: the demo seed (ads 1 pre_roll, 2 and 3 banner) plus ads that must never show.
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adEvents, advertisements } from '../../src/lib/db/schema.ts';
import { invalidateAdsCache } from '../../src/features/ads/index.ts';
import type { TestApp } from '../helper.ts';
import { createSeededApp, firstVideoId } from '../catalogue/fixtures.ts';

const HOUR = 3_600_000;

type AdInsert = typeof advertisements.$inferInsert;

export async function insertAd(
  t: TestApp,
  ad: Partial<AdInsert> & { title: string; adType: string },
): Promise<number> {
  const [row] = await t.deps.db
    .insert(advertisements)
    .values({
      videoFile: ad.adType === 'banner' ? null : 'ads/clip.m3u8',
      bannerImage: ad.adType === 'banner' ? 'ads/b.jpg' : null,
      ...ad,
    })
    .returning({ id: advertisements.id });
  await invalidateAdsCache(t.deps.cache);
  if (!row) throw new Error('ad insert failed');
  return row.id;
}

/** Ads around "now": which ids are live and which must be filtered out. */
export async function insertWindowedAds(t: TestApp) {
  const now = Date.now();
  return {
    windowedPreRoll: await insertAd(t, {
      title: 'Window open',
      adType: 'pre_roll',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    }),
    midRoll: await insertAd(t, { title: 'Mid', adType: 'mid_roll', skipAfter: 3 }),
    inactive: await insertAd(t, { title: 'Off', adType: 'pre_roll', isActive: false }),
    future: await insertAd(t, {
      title: 'Future',
      adType: 'pre_roll',
      startsAt: new Date(now + HOUR),
    }),
    expired: await insertAd(t, {
      title: 'Expired',
      adType: 'pre_roll',
      endsAt: new Date(now - 1000),
    }),
    noClip: await insertAd(t, { title: 'No clip', adType: 'pre_roll', videoFile: null }),
    bannerNoImage: await insertAd(t, { title: 'No image', adType: 'banner', bannerImage: null }),
    bannerInactive: await insertAd(t, { title: 'Banner off', adType: 'banner', isActive: false }),
    bannerExpired: await insertAd(t, {
      title: 'Banner expired',
      adType: 'banner',
      endsAt: new Date(now - 1000),
    }),
    unknownType: await insertAd(t, { title: 'Typo', adType: 'preroll' }),
  };
}

export async function eventsOf(t: TestApp, adId: number, kind: 'impression' | 'click') {
  return t.deps.db
    .select()
    .from(adEvents)
    .where(and(eq(adEvents.adId, adId), eq(adEvents.kind, kind)));
}

export interface AdsTestApp {
  t: TestApp;
  videoId: number;
  ads: Awaited<ReturnType<typeof insertWindowedAds>>;
}

/** One seeded app per test file with the windowed ads; the fields fill in before the tests run. */
export function useAdsTestApp(): AdsTestApp {
  const ctx = {} as AdsTestApp;
  beforeAll(async () => {
    ctx.t = await createSeededApp();
    ctx.videoId = await firstVideoId(ctx.t);
    ctx.ads = await insertWindowedAds(ctx.t);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
