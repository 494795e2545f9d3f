// The demo catalogue (ARCHITECTURE 4 'Embedded default'): idempotent. A `seed_version` row in
// site_settings marks it done, every insert names its id and ignores conflicts, and an advisory
// lock serialises instances that start together. A database that already holds a catalogue not
// made by this seed is left alone, so SEED_DEMO can never pour demo rows into real data.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { categories, siteSettings } from '../../lib/db/schema.ts';
import { adoptTitleArtwork } from './seed-artwork-upgrade.ts';
import { adoptOwnClips } from './seed-clip-upgrade.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCommerce } from './seed-commerce.ts';
import { relativeMediaPaths } from './media-columns.ts';
import { protectPremiumLiveChannels } from './seed-premium-live-upgrade.ts';
import { seedRegions } from './seed-regions.ts';

export const SEED_VERSION_KEY = 'seed_version';
/**
 * 2: every title has its own artwork (art/video-{id}/, art/live-{id}/) instead of clip frames.
 * 3: demo subscription codes. Every step inserts with on-conflict-do-nothing, so re-running the
 * whole seed over an older version only adds what is new.
 * 4: the premium live channel streams from the protected (signed) copy of its clip.
 * 5: every title, channel, promo and ad plays its own clip made from its own artwork, and the popup
 *    and banners show designed creatives (issue 12), instead of eight shared test clips.
 * 6: media paths are stored relative to the media origin, never with a host or '/media' (issue 14):
 *    values written under this MEDIA_BASE_URL are rewritten (migration 0009 did the '/media/' ones),
 *    before the older upgrades, which compare relative paths.
 * 7: a demo series (Ammamma Gari Illu, one season of three free episodes appended to the videos)
 *    with skip markers on its episodes (issue 18 points 4 and 5).
 */
export const SEED_VERSION = 7;

/** Tables whose ids the seed sets by hand: their sequences must move past them. */
const SEEDED_TABLES = [
  'categories',
  'videos',
  'video_prices',
  'hero_slides',
  'live_streams',
  'states',
  'districts',
  'constituencies',
  'mandals',
  'villages',
  'plans',
  'bonus_levels',
  'advertisements',
  'series',
  'seasons',
] as const;

export type SeedOutcome = 'seeded' | 'up-to-date' | 'skipped-existing-data';

/** `mediaBaseUrl` only recognises rows an older seed wrote with it: rows are never written with it. */
export async function seedDemo(db: Database, opts: { mediaBaseUrl: string; now?: Date }): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ott-demo-seed'))`);
    const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, SEED_VERSION_KEY));
    if (marker && Number(marker.value) >= SEED_VERSION) return 'up-to-date';
    if (!marker) {
      const [existing] = await tx.select({ n: count() }).from(categories);
      if ((existing?.n ?? 0) > 0) return 'skipped-existing-data';
    }
    const villagePaths = await seedRegions(tx);
    await seedCatalogue(tx, villagePaths, opts.now ?? new Date());
    await seedCommerce(tx);
    if (marker) await relativeMediaPaths(tx, opts.mediaBaseUrl);
    if (marker) await adoptTitleArtwork(tx);
    if (marker) await protectPremiumLiveChannels(tx);
    if (marker) await adoptOwnClips(tx);
    for (const table of SEEDED_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
      );
    }
    await tx
      .insert(siteSettings)
      .values({ key: SEED_VERSION_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
    return 'seeded';
  });
}
