// The console's view of advertisements (issue 17.4): each row with its state as viewers see it now
// (paused, scheduled, running, ended), its creative (ready, or where its video upload is) and its
// all-time impressions and clicks, counted from ad_events over the (ad_id, kind, view_key) index.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { ADS_ADMIN_MESSAGES, AdType, VIDEO_AD_TYPES, clickThroughRate, type AdCreative, type AdState, type AdminAd } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import type { Queryable } from '../auth/index.ts';
import { adEvents, adIngests, advertisements } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { assetUrl } from '../catalogue/index.ts';

export type AdRow = typeof advertisements.$inferSelect;
type IngestRow = typeof adIngests.$inferSelect;

export const isVideoAd = (adType: string) => (VIDEO_AD_TYPES as readonly string[]).includes(adType);

/** Whether viewers could be shown this ad's creative (a packaged video, or an image for a banner). */
export const hasReadyCreative = (row: Pick<AdRow, 'adType' | 'videoFile' | 'bannerImage'>) =>
  isVideoAd(row.adType) ? row.videoFile !== null : row.adType === 'banner' && row.bannerImage !== null;

/** Ended wins (nothing brings it back but a new end); then paused; then before the start. */
export function adState(row: Pick<AdRow, 'isActive' | 'startsAt' | 'endsAt'>, now = Date.now()): AdState {
  if (row.endsAt && row.endsAt.getTime() <= now) return 'ended';
  if (!row.isActive) return 'paused';
  if (row.startsAt && row.startsAt.getTime() > now) return 'scheduled';
  return 'running';
}

function creativeOf(row: AdRow, ingest: IngestRow | undefined, mediaBaseUrl: string): AdCreative {
  const video_url = assetUrl(mediaBaseUrl, row.videoFile);
  const banner_url = assetUrl(mediaBaseUrl, row.bannerImage);
  const base = { video_url, banner_url, source_name: ingest?.sourceName ?? null };
  if (ingest && ingest.state !== 'done' && isVideoAd(row.adType)) {
    return { ...base, state: ingest.state as AdCreative['state'], progress: ingest.progress, error: ingest.error };
  }
  return { ...base, state: hasReadyCreative(row) ? 'ready' : 'missing', progress: hasReadyCreative(row) ? 100 : 0, error: null };
}

async function countsOf(db: Queryable, ids: number[]) {
  const counts = new Map<number, { impressions: number; clicks: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ adId: adEvents.adId, kind: adEvents.kind, n: count() })
    .from(adEvents)
    .where(inArray(adEvents.adId, ids))
    .groupBy(adEvents.adId, adEvents.kind);
  for (const row of rows) {
    const entry = counts.get(row.adId) ?? { impressions: 0, clicks: 0 };
    if (row.kind === 'impression') entry.impressions = row.n;
    else entry.clicks = row.n;
    counts.set(row.adId, entry);
  }
  return counts;
}

async function present(db: Queryable, rows: AdRow[], mediaBaseUrl: string): Promise<AdminAd[]> {
  const ids = rows.map((r) => r.id);
  const ingests = ids.length > 0 ? await db.select().from(adIngests).where(inArray(adIngests.adId, ids)) : [];
  const counts = await countsOf(db, ids);
  const now = Date.now();
  return rows.map((row) => {
    const { impressions, clicks } = counts.get(row.id) ?? { impressions: 0, clicks: 0 };
    const type = AdType.safeParse(row.adType);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      ad_type: type.success ? type.data : 'banner',
      external_url: row.externalUrl,
      call_to_action: row.callToAction,
      skip_after: Math.max(0, row.skipAfter),
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
      is_active: row.isActive,
      state: adState(row, now),
      creative: creativeOf(row, ingests.find((i) => i.adId === row.id), mediaBaseUrl),
      totals: { impressions, clicks, ctr: clickThroughRate(impressions, clicks) },
    };
  });
}

/** Every ad, newest first (the table is small: a few dozen rows at most). */
export async function listAdminAds(db: Database, mediaBaseUrl: string): Promise<AdminAd[]> {
  const rows = await db.select().from(advertisements).orderBy(asc(advertisements.id));
  return (await present(db, rows.reverse(), mediaBaseUrl));
}

export async function findAd(db: Queryable, id: number, lock = false): Promise<AdRow> {
  const query = db.select().from(advertisements).where(eq(advertisements.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ADS_ADMIN_MESSAGES.adNotFound);
  return row;
}

export async function loadAdminAd(db: Database, id: number, mediaBaseUrl: string): Promise<AdminAd> {
  const [ad] = await present(db, [await findAd(db, id)], mediaBaseUrl);
  return ad!;
}
