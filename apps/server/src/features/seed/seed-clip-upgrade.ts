// Seed version 5 gave every title, channel, promo and ad its own media (issue 12). A database seeded
// earlier still points its seeded rows at the eight shared clips (`demo/{shared}/`, relative to the
// media origin since migration 0009 and seed version 6) and the popup and banners at frames of
// them: move exactly those to their own, leaving anything an operator has set since (it no longer
// points at a shared clip). Runs once, inside the seed's transaction.
import { eq, lte } from 'drizzle-orm';
import type { PopupConfig } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { advertisements, heroSlides, liveStreams, siteSettings, videos } from '../../lib/db/schema.ts';
import { POPUP_SETTINGS_KEY } from '../popup/index.ts';
import { AD_SEED } from './data/commerce.ts';
import { HERO_SEED, LIVE_STREAM_SEED } from './data/showcase.ts';
import { VIDEO_SEED } from './data/videos.ts';
import { PRE_ROLL_CLIP } from './demo-clips.ts';
import { adCreative, WELCOME_CREATIVE } from './demo-creatives.ts';
import { creativeFile, demoStreamPaths, SHARED_CLIPS_BEFORE_V5 } from './demo-layout.ts';
import { liveStreamPath, videoPromoPath, videoStreamPaths } from './seed-catalogue.ts';

type UpgradeDb = Pick<Database, 'select' | 'update'>;

export async function adoptOwnClips(db: UpgradeDb): Promise<void> {
  const shared = new RegExp(`^(?:protected/)?demo/(?:${SHARED_CLIPS_BEFORE_V5.join('|')})/`);
  const isShared = (value: string | null) => value !== null && shared.test(value);

  const videoRows = await db.select().from(videos).where(lte(videos.id, VIDEO_SEED.length));
  for (const row of videoRows) {
    const seed = VIDEO_SEED[row.id - 1];
    if (!seed) continue;
    const own = videoStreamPaths(seed);
    const set = {
      ...(isShared(row.hlsPath) ? { hlsPath: own.hlsPath } : {}),
      ...(isShared(row.dashPath) ? { dashPath: own.dashPath } : {}),
      ...(isShared(row.promoHlsPath) ? { promoHlsPath: videoPromoPath(seed) } : {}),
    };
    if (Object.keys(set).length > 0) await db.update(videos).set(set).where(eq(videos.id, row.id));
  }

  const slides = await db.select().from(heroSlides).where(lte(heroSlides.id, HERO_SEED.length));
  for (const slide of slides.filter((s) => isShared(s.promoHlsPath))) {
    const seed = VIDEO_SEED[slide.videoId - 1];
    await db.update(heroSlides).set({ promoHlsPath: seed ? videoPromoPath(seed) : null }).where(eq(heroSlides.id, slide.id));
  }

  const channels = await db.select().from(liveStreams).where(lte(liveStreams.id, LIVE_STREAM_SEED.length));
  for (const channel of channels.filter((c) => isShared(c.liveUrl))) {
    const seed = LIVE_STREAM_SEED[channel.id - 1];
    if (seed) await db.update(liveStreams).set({ liveUrl: liveStreamPath(seed) }).where(eq(liveStreams.id, channel.id));
  }

  const ads = await db.select().from(advertisements).where(lte(advertisements.id, AD_SEED.length));
  for (const ad of ads) {
    const set = {
      ...(isShared(ad.videoFile) ? { videoFile: demoStreamPaths(PRE_ROLL_CLIP, false).hlsPath } : {}),
      ...(isShared(ad.bannerImage) ? { bannerImage: creativeFile(adCreative(ad.id)) } : {}),
    };
    if (Object.keys(set).length > 0) await db.update(advertisements).set(set).where(eq(advertisements.id, ad.id));
  }

  const [popup] = await db.select().from(siteSettings).where(eq(siteSettings.key, POPUP_SETTINGS_KEY));
  const config = popup?.value as PopupConfig | undefined;
  if (config?.popupContent && isShared(config.popupContent.imageUrl)) {
    const popupContent = { ...config.popupContent, imageUrl: creativeFile(WELCOME_CREATIVE), imageWidth: 1280, imageHeight: 720 };
    await db.update(siteSettings).set({ value: { ...config, popupContent } }).where(eq(siteSettings.key, POPUP_SETTINGS_KEY));
  }
}
