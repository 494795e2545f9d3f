// Advertisement reads (SPEC 3 'Advertisement'). Every is_active row is cached briefly (a small
// table), and the start/end window is applied per request, so a window opens and closes on time.
import { and, eq } from 'drizzle-orm';
import { AdType, type Advertisement } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { advertisements, videos } from '../../lib/db/schema.ts';
import type { Cache } from '../../lib/cache.ts';
import { assetUrl } from '../catalogue/index.ts';

export const ADS_CACHE = { namespace: 'ads', key: 'active', ttlSeconds: 60 } as const;

/** An ad as the API shows it, plus its window in epoch ms (JSON-safe for the Redis cache). */
export interface CachedAd {
  ad: Omit<Advertisement, 'is_active_now'>;
  startsAtMs: number | null;
  endsAtMs: number | null;
}

type AdRow = typeof advertisements.$inferSelect;

export function isInWindow(
  ad: { startsAtMs: number | null; endsAtMs: number | null },
  now: number,
): boolean {
  return (
    (ad.startsAtMs === null || ad.startsAtMs <= now) && (ad.endsAtMs === null || now < ad.endsAtMs)
  );
}

function toCachedAd(row: AdRow, mediaBaseUrl: string): CachedAd | null {
  const type = AdType.safeParse(row.adType);
  // A row with a type this API does not know (an operator typo) is never shown.
  if (!type.success) return null;
  return {
    ad: {
      id: row.id,
      title: row.title,
      description: row.description,
      ad_type: type.data,
      video_file: assetUrl(mediaBaseUrl, row.videoFile),
      banner_image: assetUrl(mediaBaseUrl, row.bannerImage),
      external_url: row.externalUrl,
      call_to_action: row.callToAction,
      skip_after: Math.max(0, row.skipAfter),
    },
    startsAtMs: row.startsAt?.getTime() ?? null,
    endsAtMs: row.endsAt?.getTime() ?? null,
  };
}

/** is_active ads in play order (id), window not yet applied. */
export function loadActiveAds(
  db: Database,
  cache: Cache,
  mediaBaseUrl: string,
): Promise<CachedAd[]> {
  return cache.wrap(ADS_CACHE.namespace, ADS_CACHE.key, ADS_CACHE.ttlSeconds, async () => {
    const rows = await db
      .select()
      .from(advertisements)
      .where(eq(advertisements.isActive, true))
      .orderBy(advertisements.id);
    return rows
      .map((row) => toCachedAd(row, mediaBaseUrl))
      .filter((ad): ad is CachedAd => ad !== null);
  });
}

/** Ads live right now, as the API shows them. */
export async function liveAds(
  db: Database,
  cache: Cache,
  mediaBaseUrl: string,
  now = Date.now(),
): Promise<Advertisement[]> {
  const ads = await loadActiveAds(db, cache, mediaBaseUrl);
  return ads.filter((a) => isInWindow(a, now)).map((a) => ({ ...a.ad, is_active_now: true }));
}

/** One ad straight from the database (tracking must not count a just-disabled ad). */
export async function findLiveAd(
  db: Database,
  id: number,
  now = Date.now(),
): Promise<AdRow | null> {
  const [row] = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.id, id), eq(advertisements.isActive, true)))
    .limit(1);
  if (!row) return null;
  const live = isInWindow(
    { startsAtMs: row.startsAt?.getTime() ?? null, endsAtMs: row.endsAt?.getTime() ?? null },
    now,
  );
  return live ? row : null;
}

/** Ads play only before a video that exists and is published (same rule as GET /api/videos/{id}/). */
export async function videoExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, 'ready')))
    .limit(1);
  return row !== undefined;
}

export async function invalidateAdsCache(cache: Cache): Promise<void> {
  await cache.invalidate(ADS_CACHE.namespace);
}
