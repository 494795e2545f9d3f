// Creating and editing titles (issue 15.4). Every write locks the title row, checks the merged
// result (rental prices, category, region chain, artwork among the title's own pictures), writes
// it with its audit row in one transaction, and leaves nothing half-made on a refusal.
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_TITLE_MESSAGES,
  rentalPricesProblem,
  type CreateTitleBody,
  type TitleRegionInput,
  type UpdateTitleBody,
} from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import {
  categories,
  constituencies,
  districts,
  mandals,
  states,
  titleImages,
  titleIngests,
  videoPrices,
  videos,
  villages,
} from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { titleSearchFields } from '../catalogue/index.ts';

const M = ADMIN_TITLE_MESSAGES;
type VideoRow = typeof videos.$inferSelect;

const snapshot = (v: VideoRow, prices: readonly { rental_price: number; rental_duration: number }[]): AuditSnapshot => ({
  title: v.title,
  description: v.description.length > 200 ? `${v.description.slice(0, 200)}…` : v.description,
  video_type: v.videoType,
  is_4k: v.is4k,
  mood1: v.mood1,
  mood2: v.mood2,
  category_id: v.categoryId,
  release_date: v.releaseDate,
  status: v.status,
  publish_at: v.publishAt?.toISOString() ?? null,
  rental_prices: prices.map((p) => `₹${p.rental_price} for ${p.rental_duration} days`),
  village_id: v.villageId ?? v.mandalId ?? v.constituencyId ?? v.districtId ?? v.stateId,
  landscape_image: v.thumbnailUrl,
  portrait_image: v.portraitThumbnailUrl,
});

export async function createTitle(db: Database, actor: AuditActor, body: CreateTitleBody): Promise<number> {
  const prices = body.rental_prices ?? [];
  const problem = rentalPricesProblem({ video_type: body.video_type ?? 'free', rental_prices: prices });
  if (problem) throw badRequest(problem, { rental_prices: [problem] });
  if (body.landscape_image || body.portrait_image) throw badRequest(M.imageNotOption);
  return db.transaction(async (tx) => {
    await checkCategory(tx, body.category_id ?? null);
    const region = body.region ? await checkRegion(tx, body.region) : {};
    const [created] = await tx
      .insert(videos)
      .values({
        title: body.title,
        ...titleSearchFields(body.title),
        description: body.description ?? '',
        videoType: body.video_type ?? 'free',
        is4k: body.is_4k ?? false,
        mood1: body.mood1 ?? null,
        mood2: body.mood2 ?? null,
        categoryId: body.category_id ?? null,
        releaseDate: body.release_date ?? null,
        status: 'draft',
        ...region,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await writePrices(tx, created.id, prices);
    await recordAudit(tx, actor, { action: 'title.create', targetType: 'title', targetId: created.id, before: null, after: snapshot(created, prices) });
    return created.id;
  });
}

export interface UpdateOutcome {
  /** The film must be packaged again (its type moved between free and paid). */
  repackage: boolean;
  /** A clear stream directory to delete now (the title became paid). */
  dropDir: string | null;
}

export async function updateTitle(db: Database, actor: AuditActor, id: number, body: UpdateTitleBody): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!video) throw notFound(M.titleNotFound);
    const oldPrices = (await tx.select().from(videoPrices).where(eq(videoPrices.videoId, id))).map((p) => ({
      rental_price: p.rentalPricePaise / 100,
      rental_duration: p.rentalDurationDays,
    }));
    const prices = body.rental_prices ?? oldPrices;
    const videoType = body.video_type ?? video.videoType;
    const problem = rentalPricesProblem({ video_type: videoType, rental_prices: prices });
    if (problem) throw badRequest(problem, { rental_prices: [problem] });
    if (body.category_id !== undefined) await checkCategory(tx, body.category_id);
    const region = body.region ? await checkRegion(tx, body.region) : {};
    // A picture must be one of the title's options, or the one it already has (a seeded title's artwork).
    const saved = { landscape_image: video.thumbnailUrl, portrait_image: video.portraitThumbnailUrl };
    for (const field of ['landscape_image', 'portrait_image'] as const) {
      const chosen = body[field];
      if (chosen && chosen !== saved[field]) await checkImage(tx, id, chosen, field);
    }
    const outcome = await typeChange(tx, video, videoType);
    const [updated] = await tx
      .update(videos)
      .set({
        ...(body.title !== undefined ? { title: body.title, ...titleSearchFields(body.title) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        videoType,
        ...(body.is_4k !== undefined ? { is4k: body.is_4k } : {}),
        ...(body.mood1 !== undefined ? { mood1: body.mood1 } : {}),
        ...(body.mood2 !== undefined ? { mood2: body.mood2 } : {}),
        ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
        ...(body.release_date !== undefined ? { releaseDate: body.release_date } : {}),
        ...(body.landscape_image !== undefined ? { thumbnailUrl: body.landscape_image, posterUrl: body.landscape_image } : {}),
        ...(body.portrait_image !== undefined ? { portraitThumbnailUrl: body.portrait_image } : {}),
        ...(outcome.dropDir ? { hlsPath: null, dashPath: null, mediaKeyId: null, trickPlayPath: null } : {}),
        ...region,
        updatedAt: new Date(),
      })
      .where(eq(videos.id, id))
      .returning();
    if (!updated) throw notFound(M.titleNotFound);
    if (body.rental_prices !== undefined) {
      await tx.delete(videoPrices).where(eq(videoPrices.videoId, id));
      await writePrices(tx, id, prices);
    }
    await recordAudit(tx, actor, {
      action: 'title.update',
      targetType: 'title',
      targetId: id,
      before: snapshot(video, oldPrices),
      after: snapshot(updated, prices),
    });
    return outcome;
  });
}

/**
 * Free films are stored clear and paid ones encrypted, so a finished film whose title moves across
 * that line is packaged again; becoming paid also takes the clear stream down at once. A published
 * title must be unpublished first, so viewers never meet a title with nothing to play.
 */
async function typeChange(tx: Queryable, video: VideoRow, nextType: string): Promise<UpdateOutcome> {
  const none = { repackage: false, dropDir: null };
  if ((video.videoType === 'free') === (nextType === 'free')) return none;
  const [ingest] = await tx.select().from(titleIngests).where(eq(titleIngests.videoId, video.id)).for('update');
  if (!ingest || ingest.state !== 'done' || !video.hlsPath) return none;
  if (video.status === 'ready' || video.status === 'scheduled') throw new AppError('conflict', M.typeChangeNeedsUnpublish);
  await tx
    .update(titleIngests)
    .set({ state: 'queued', step: null, progress: 0, error: null, attempt: 0, updatedAt: new Date() })
    .where(eq(titleIngests.videoId, video.id));
  return { repackage: true, dropDir: nextType !== 'free' ? ingest.outputDir : null };
}

async function writePrices(tx: Queryable, videoId: number, prices: readonly { rental_price: number; rental_duration: number }[]) {
  if (prices.length === 0) return;
  await tx.insert(videoPrices).values(
    prices.map((p) => ({ videoId, rentalPricePaise: Math.round(p.rental_price * 100), rentalDurationDays: p.rental_duration })),
  );
}

async function checkCategory(tx: Queryable, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw badRequest(M.categoryNotFound, { category_id: [M.categoryNotFound] });
}

async function checkImage(tx: Queryable, videoId: number, chosen: string, field: string): Promise<void> {
  const [found] = await tx
    .select({ id: titleImages.id })
    .from(titleImages)
    .where(and(eq(titleImages.videoId, videoId), eq(titleImages.path, chosen)));
  if (!found) throw badRequest(M.imageNotOption, { [field]: [M.imageNotOption] });
}

/** Each chosen level must belong to the one above it; the columns are written from the state down. */
async function checkRegion(tx: Queryable, region: TitleRegionInput) {
  const parentOf = async (
    table: typeof districts | typeof constituencies | typeof mandals | typeof villages,
    parent: typeof districts.stateId | typeof constituencies.districtId | typeof mandals.constituencyId | typeof villages.mandalId,
    id: number | null,
  ) => {
    if (id === null) return null;
    const [row] = await tx.select({ parent }).from(table).where(eq(table.id, id));
    if (!row) throw badRequest(M.regionMismatch, { region: [M.regionMismatch] });
    return row.parent;
  };
  const checks: [number | null, number | null][] = [
    [await parentOf(districts, districts.stateId, region.district_id), region.state_id],
    [await parentOf(constituencies, constituencies.districtId, region.constituency_id), region.district_id],
    [await parentOf(mandals, mandals.constituencyId, region.mandal_id), region.constituency_id],
    [await parentOf(villages, villages.mandalId, region.village_id), region.mandal_id],
  ];
  if (checks.some(([actual, expected]) => actual !== null && actual !== expected)) {
    throw badRequest(M.regionMismatch, { region: [M.regionMismatch] });
  }
  if (region.state_id !== null) {
    const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, region.state_id));
    if (!state) throw badRequest(M.regionMismatch, { region: [M.regionMismatch] });
  }
  return {
    stateId: region.state_id,
    districtId: region.district_id,
    constituencyId: region.constituency_id,
    mandalId: region.mandal_id,
    villageId: region.village_id,
  };
}
