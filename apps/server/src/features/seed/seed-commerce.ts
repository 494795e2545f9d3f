// Plans, referral bonus levels, sample ads and the welcome popup of the demo.
import { DEFAULT_PLAN_BRAND_TEXT, type PopupConfig } from '@ott/contract';
import type { SeedDb } from './seed-db.ts';
import { advertisements, bonusLevels, plans, siteSettings, subscriptionCodes } from '../../lib/db/schema.ts';
import { DEFAULT_POPUP_CONFIG, POPUP_SETTINGS_KEY } from '../popup/index.ts';
import { AD_SEED, BONUS_LEVEL_SEED, PLAN_SEED } from './data/commerce.ts';
import { adCreative, WELCOME_CREATIVE } from './demo-creatives.ts';
import { PRE_ROLL_CLIP } from './demo-clips.ts';
import { creativeFile, demoStreamPaths } from './demo-layout.ts';

export function demoPopupConfig(): PopupConfig {
  return {
    ...DEFAULT_POPUP_CONFIG,
    popupContent: {
      ...DEFAULT_POPUP_CONFIG.popupContent,
      message: 'Telugu movies, web series, news and live channels. Plans start from ₹365/year (₹1/day).',
      // A designed creative (features/seed/demo-creatives.ts), painted by the 'demo-media' job; a
      // path under the media origin (the popup route builds its URL).
      imageUrl: creativeFile(WELCOME_CREATIVE),
      imageWidth: 1280,
      imageHeight: 720,
      buttonText: 'View Plans',
      buttonUrl: '/plans',
      closeButtonText: 'Maybe Later',
    },
  };
}

export async function seedCommerce(db: SeedDb) {
  await db
    .insert(plans)
    .values(PLAN_SEED.map((p) => ({ ...p, features: [...p.features], brandText: DEFAULT_PLAN_BRAND_TEXT })))
    .onConflictDoNothing();
  // Demo subscription codes (issue 3): a multi-use Basic code and a single-use Premium code.
  await db
    .insert(subscriptionCodes)
    .values([
      { code: 'WELCOME30', planId: 1, maxRedemptions: 1000 },
      { code: 'FESTIVAL365', planId: 3, maxRedemptions: 1 },
      { code: 'STANDARD90', planId: 2, maxRedemptions: 50 },
    ])
    .onConflictDoNothing();
  await db
    .insert(bonusLevels)
    .values(
      BONUS_LEVEL_SEED.map(([level, basisPoints]) => ({
        id: level,
        level,
        description: `Level ${level} referral bonus: ${basisPoints / 100}% of every subscription`,
        percentBasisPoints: basisPoints,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(advertisements)
    .values(
      AD_SEED.map((ad) => ({
        ...ad,
        // The pre-roll is a clip made from its creative; a banner is its creative.
        videoFile: ad.adType === 'pre_roll' ? demoStreamPaths(PRE_ROLL_CLIP, false).hlsPath : null,
        bannerImage: ad.adType === 'banner' ? creativeFile(adCreative(ad.id)) : null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(siteSettings)
    .values({ key: POPUP_SETTINGS_KEY, value: demoPopupConfig() })
    .onConflictDoNothing();
}
