// Seed version 5 (issue 12): a database seeded earlier, whose rows point at the eight shared test
// clips and at frames of them, is moved to each title's own media; what an operator set stays.
// Some values are written as that seed wrote them ('/media/...'): seed version 6 makes them
// relative first (as migration 0009 does at start-up).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../helper.ts';
import * as schema from '../../src/lib/db/schema.ts';
import { seedDemo, SEED_VERSION_KEY } from '../../src/features/seed/index.ts';
import { LIVE_CHANNEL_PATH } from '../../src/features/streaming/index.ts';

describe('a database seeded at version 4 (eight shared test clips)', () => {
  it('moves seeded rows, promos, channels, ads and the popup to their own media, leaving what an operator set', async () => {
    const old = await createTestApp();
    try {
      const db = old.deps.db;
      await seedDemo(db, { mediaBaseUrl: '/media' });
      const fresh = await db.select().from(schema.videos).orderBy(schema.videos.id);
      // What seed version 4 stored: shared clips for every title, promos of other titles, clip frames as images.
      await db.update(schema.videos).set({ hlsPath: 'protected/demo/village-cricket/master.m3u8', dashPath: 'protected/demo/village-cricket/manifest.mpd', promoHlsPath: 'demo/promo-new-this-week/master.m3u8' }).where(eq(schema.videos.videoType, 'paid'));
      await db.update(schema.videos).set({ hlsPath: 'uploads/9/master.m3u8', dashPath: 'uploads/9/manifest.mpd' }).where(eq(schema.videos.id, 2));
      await db.update(schema.heroSlides).set({ promoHlsPath: 'demo/promo-festival-specials/master.m3u8' });
      await db.update(schema.liveStreams).set({ liveUrl: '/media/demo/hyderabad-nights/master.m3u8' }).where(eq(schema.liveStreams.id, 1));
      await db.update(schema.liveStreams).set({ liveUrl: 'protected/demo/village-cricket/master.m3u8' }).where(eq(schema.liveStreams.isPremium, true));
      await db.update(schema.liveStreams).set({ liveUrl: 'https://cdn.example/own.m3u8' }).where(eq(schema.liveStreams.id, 3));
      await db.update(schema.advertisements).set({ videoFile: '/media/demo/promo-festival-specials/master.m3u8' }).where(eq(schema.advertisements.id, 1));
      await db.update(schema.advertisements).set({ bannerImage: '/media/demo/godavari-sunrise/backdrop.jpg' }).where(eq(schema.advertisements.id, 2));
      const [popup] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
      const config = popup?.value as { popupContent: Record<string, unknown> };
      await db.update(schema.siteSettings).set({ value: { ...config, popupContent: { ...config.popupContent, imageUrl: '/media/demo/godavari-sunrise/thumb.jpg' } } }).where(eq(schema.siteSettings.key, 'popup'));
      await db.update(schema.siteSettings).set({ value: 4 }).where(eq(schema.siteSettings.key, SEED_VERSION_KEY));

      expect(await seedDemo(db, { mediaBaseUrl: '/media' })).toBe('seeded');
      const moved = await db.select().from(schema.videos).orderBy(schema.videos.id);
      for (const v of moved.filter((row) => row.id !== 2)) {
        const before = fresh.find((row) => row.id === v.id);
        expect([v.hlsPath, v.dashPath, v.promoHlsPath], v.title).toEqual([before?.hlsPath, before?.dashPath, before?.promoHlsPath]);
      }
      expect(moved.find((v) => v.id === 2)?.hlsPath).toBe('uploads/9/master.m3u8');
      const slides = await db.select().from(schema.heroSlides);
      for (const slide of slides) expect(slide.promoHlsPath).toBe(fresh.find((v) => v.id === slide.videoId)?.promoHlsPath);
      const channels = await db.select().from(schema.liveStreams).orderBy(schema.liveStreams.id);
      expect(channels[0]?.liveUrl).toBe(LIVE_CHANNEL_PATH);
      expect(channels.find((c) => c.isPremium)?.liveUrl).toBe('protected/demo/live-tollywood-premiere-night/master.m3u8');
      expect(channels[2]?.liveUrl).toBe('https://cdn.example/own.m3u8');
      const ads = await db.select().from(schema.advertisements).orderBy(schema.advertisements.id);
      expect([ads[0]?.videoFile, ads[1]?.bannerImage]).toEqual(['demo/ad-festival-specials/master.m3u8', 'creative/ad-2.jpg']);
      const [after] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
      expect((after?.value as { popupContent: { imageUrl: string } }).popupContent.imageUrl).toBe('creative/welcome.jpg');
      expect(await seedDemo(db, { mediaBaseUrl: '/media' })).toBe('up-to-date');
    } finally {
      await old.close();
    }
  });
});
