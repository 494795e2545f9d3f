// The console's view of titles: one title with everything the editor shows, and the paged list
// searched by name and filtered by status, type and category. A title's console status comes from
// its film first (uploading, processing, failed with nothing playable) and then from publishing.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTitle, AdminTitleRow, AdminTitlesQuery, PromoState, TitleIngest, TitlePromo, TitleStatus } from '@ott/contract';
import { ADMIN_TITLE_MESSAGES } from '@ott/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../lib/db/client.ts';
import {
  categories,
  constituencies,
  districts,
  mandals,
  states,
  titleImages,
  titleIngests,
  titlePromos,
  titleSubtitles,
  videoPrices,
  videos,
  villages,
} from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaTokenExpiry, mediaUrlFor } from '../../lib/media-url.ts';
import { containsPattern as likeContains } from '../../lib/search/like.ts';
import { assetUrl } from '../catalogue/asset-url.ts';
import { searchKeyVariants } from '../../lib/search/search-key.ts';

type VideoRow = typeof videos.$inferSelect;
type IngestRow = typeof titleIngests.$inferSelect;

export function consoleStatus(video: Pick<VideoRow, 'status' | 'hlsPath'>, ingest: Pick<IngestRow, 'state'> | null): TitleStatus {
  if (ingest?.state === 'uploading') return 'uploading';
  if (ingest?.state === 'queued' || ingest?.state === 'running') return 'processing';
  // A cancelled film is not an error: the title is a draft again (its film panel says Cancelled).
  if (ingest?.state === 'failed' && !video.hlsPath) return 'failed';
  if (video.status === 'ready') return 'published';
  return video.status === 'scheduled' ? 'scheduled' : 'draft';
}

/** The same rule as SQL, for the list's status filter. */
function statusCondition(status: TitleStatus): SQL {
  const state = titleIngests.state;
  const mediaBusy = sql`coalesce(${state} in ('uploading', 'queued', 'running'), false)`;
  const mediaFailed = sql`coalesce(${state} = 'failed' and ${videos.hlsPath} is null, false)`;
  switch (status) {
    case 'uploading':
      return eq(state, 'uploading');
    case 'processing':
      return inArray(state, ['queued', 'running']);
    case 'failed':
      return and(eq(state, 'failed'), isNull(videos.hlsPath)) as SQL;
    case 'published':
      return sql`${videos.status} = 'ready' and not ${mediaBusy} and not ${mediaFailed}`;
    case 'scheduled':
    case 'draft':
      return sql`${videos.status} = ${status} and not ${mediaBusy} and not ${mediaFailed}`;
  }
}

export function toIngest(row: IngestRow | null): TitleIngest | null {
  if (!row) return null;
  return {
    state: row.state,
    step: row.step ?? null,
    progress: row.progress,
    error: row.error,
    attempt: row.attempt,
    source_name: row.sourceName,
    source_bytes: row.sourceBytes,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toPromo(row: typeof titlePromos.$inferSelect | undefined): TitlePromo | null {
  if (!row) return null;
  return {
    state: row.state as PromoState,
    progress: row.progress,
    error: row.error,
    source_name: row.sourceName,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listAdminTitles(
  db: Database,
  config: Pick<Config, 'mediaBaseUrl'>,
  query: AdminTitlesQuery,
): Promise<{ rows: AdminTitleRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) {
    // Trigram indexes on title and title_latin serve both; a number also finds the title by id.
    const byName = [ilike(videos.title, likeContains(query.q)), ...searchKeyVariants(query.q).map((key) => ilike(videos.titleLatin, likeContains(key)))];
    const id = /^\d{1,9}$/.test(query.q) ? [eq(videos.id, Number(query.q))] : [];
    conditions.push(or(...byName, ...id) as SQL);
  }
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.video_type) conditions.push(eq(videos.videoType, query.video_type));
  if (query.category_id) conditions.push(eq(videos.categoryId, query.category_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const base = db
    .select({ video: videos, ingest: titleIngests, categoryName: categories.name })
    .from(videos)
    .leftJoin(titleIngests, eq(titleIngests.videoId, videos.id))
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    // The count joins the ingest rows only when the status filter reads them.
    query.status
      ? db.select({ n: count() }).from(videos).leftJoin(titleIngests, eq(titleIngests.videoId, videos.id)).where(where)
      : db.select({ n: count() }).from(videos).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ video, ingest, categoryName }) => ({
      id: video.id,
      title: video.title,
      video_type: toType(video.videoType),
      category_name: categoryName,
      status: consoleStatus(video, ingest),
      publish_at: video.publishAt?.toISOString() ?? null,
      duration: video.duration,
      landscape_image_url: assetUrl(config.mediaBaseUrl, video.thumbnailUrl),
      ingest: toIngest(ingest),
      updated_at: video.updatedAt.toISOString(),
    })),
  };
}

const toType = (value: string) => (value === 'free' || value === 'rental' ? value : 'paid');

export async function loadAdminTitle(
  db: Database,
  config: Pick<Config, 'mediaBaseUrl' | 'mediaEdgeSecret'>,
  id: number,
): Promise<AdminTitle> {
  const [row] = await db
    .select({ video: videos, ingest: titleIngests, categoryName: categories.name })
    .from(videos)
    .leftJoin(titleIngests, eq(titleIngests.videoId, videos.id))
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(eq(videos.id, id));
  if (!row) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
  const { video, ingest } = row;
  const [prices, images, subtitles, region, [promo]] = await Promise.all([
    db.select().from(videoPrices).where(eq(videoPrices.videoId, id)).orderBy(asc(videoPrices.id)),
    db.select().from(titleImages).where(eq(titleImages.videoId, id)).orderBy(asc(titleImages.id)),
    db.select().from(titleSubtitles).where(eq(titleSubtitles.videoId, id)).orderBy(asc(titleSubtitles.id)),
    loadRegion(db, video),
    db.select().from(titlePromos).where(eq(titlePromos.videoId, id)),
  ]);
  // The console's preview: signed for a protected stream, as an entitled viewer's would be.
  const expires = mediaTokenExpiry(Date.now());
  const streamUrl = (mediaPath: string | null) =>
    mediaUrlFor({ baseUrl: config.mediaBaseUrl, secret: config.mediaEdgeSecret, mediaPath, expires });
  const type = toType(video.videoType);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    video_type: type,
    is_premium: type === 'paid',
    is_4k: video.is4k,
    mood1: video.mood1,
    mood2: video.mood2,
    category_id: video.categoryId,
    category_name: row.categoryName,
    release_date: video.releaseDate,
    rental_prices: prices.map((p) => ({ rental_price: p.rentalPricePaise / 100, rental_duration: p.rentalDurationDays })),
    region,
    status: consoleStatus(video, ingest),
    publish_at: video.publishAt?.toISOString() ?? null,
    duration: video.duration,
    landscape_image: video.thumbnailUrl,
    portrait_image: video.portraitThumbnailUrl,
    landscape_image_url: assetUrl(config.mediaBaseUrl, video.thumbnailUrl),
    portrait_image_url: assetUrl(config.mediaBaseUrl, video.portraitThumbnailUrl),
    image_options: images.map((image) => ({
      path: image.path,
      url: assetUrl(config.mediaBaseUrl, image.path) ?? '',
      kind: image.kind,
      width: image.width,
      height: image.height,
    })),
    subtitles: subtitles.map((s) => ({ id: s.id, language: s.language, label: s.label })),
    audio_languages: video.audioLanguages,
    hls_url: streamUrl(video.hlsPath),
    dash_url: streamUrl(video.dashPath),
    is_protected: video.mediaKeyId !== null || (video.hlsPath ?? '').startsWith('protected/'),
    ingest: toIngest(ingest),
    // Public like the viewers' promo_hls_url (catalogue/video-base.ts): a trailer is never signed.
    promo_hls_url: assetUrl(config.mediaBaseUrl, video.promoHlsPath),
    promo: toPromo(promo),
    created_at: video.createdAt.toISOString(),
    updated_at: video.updatedAt.toISOString(),
  };
}

async function loadRegion(db: Database, video: VideoRow): Promise<AdminTitle['region']> {
  const one = async (table: typeof states | typeof districts | typeof constituencies | typeof mandals | typeof villages, id: number | null) => {
    if (id === null) return null;
    const [r] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
    return r ?? null;
  };
  const [state, district, constituency, mandal, village] = await Promise.all([
    one(states, video.stateId),
    one(districts, video.districtId),
    one(constituencies, video.constituencyId),
    one(mandals, video.mandalId),
    one(villages, video.villageId),
  ]);
  return { state, district, constituency, mandal, village };
}
