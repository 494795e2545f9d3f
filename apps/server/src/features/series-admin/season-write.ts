// Seasons of a series and the order of their episodes (issue 18.4). Each write locks the series row
// first, so two operators' changes to one series run one after the other and each is checked
// against what the other left.
import { and, asc, eq, max } from 'drizzle-orm';
import { SERIES_MESSAGES, type CreateSeasonBody, type ReorderBody, type UpdateSeasonBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { seasons, videos } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { lockSeries } from './series-write.ts';

const M = SERIES_MESSAGES;
/** Episode numbers are moved out of the way by this much while a season is renumbered. */
const RENUMBER_OFFSET = 100_000;

async function findSeason(tx: Queryable, seriesId: number, number: number) {
  const [season] = await tx
    .select()
    .from(seasons)
    .where(and(eq(seasons.seriesId, seriesId), eq(seasons.number, number)));
  return season ?? null;
}

export async function addSeason(db: Database, actor: AuditActor, seriesId: number, body: CreateSeasonBody): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    if (await findSeason(tx, seriesId, body.number)) throw new AppError('conflict', M.seasonExists);
    await tx.insert(seasons).values({ seriesId, number: body.number, title: body.title ?? null });
    await recordAudit(tx, actor, {
      action: 'series.season_add',
      targetType: 'series',
      targetId: seriesId,
      before: null,
      after: { season: body.number, title: body.title ?? null },
    });
  });
}

export async function updateSeason(db: Database, actor: AuditActor, seriesId: number, number: number, body: UpdateSeasonBody): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    const season = await findSeason(tx, seriesId, number);
    if (!season) throw notFound(M.seasonNotFound);
    if (season.title === body.title) return;
    await tx.update(seasons).set({ title: body.title }).where(eq(seasons.id, season.id));
    await recordAudit(tx, actor, {
      action: 'series.season_update',
      targetType: 'series',
      targetId: seriesId,
      before: { season: number, title: season.title },
      after: { season: number, title: body.title },
    });
  });
}

export async function removeSeason(db: Database, actor: AuditActor, seriesId: number, number: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    const season = await findSeason(tx, seriesId, number);
    if (!season) throw notFound(M.seasonNotFound);
    const [episode] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.seriesId, seriesId), eq(videos.seasonNumber, number)))
      .limit(1);
    if (episode) throw new AppError('conflict', M.seasonNotEmpty);
    await tx.delete(seasons).where(eq(seasons.id, season.id));
    await recordAudit(tx, actor, {
      action: 'series.season_remove',
      targetType: 'series',
      targetId: seriesId,
      before: { season: number, title: season.title },
      after: null,
    });
  });
}

/** The season's episodes locked, in their current order. */
export async function lockSeasonEpisodes(tx: Queryable, seriesId: number, number: number) {
  return tx
    .select({ id: videos.id, episodeNumber: videos.episodeNumber })
    .from(videos)
    .where(and(eq(videos.seriesId, seriesId), eq(videos.seasonNumber, number)))
    .orderBy(asc(videos.episodeNumber), asc(videos.id))
    .for('update');
}

/** The number a new episode takes when none is given: one past the season's last. */
export async function nextEpisodeNumber(tx: Queryable, seriesId: number, number: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(videos.episodeNumber) })
    .from(videos)
    .where(and(eq(videos.seriesId, seriesId), eq(videos.seasonNumber, number)));
  return (row?.last ?? 0) + 1;
}

/** Renumbers the season's episodes 1..n in the order sent (every episode of the season once). */
export async function reorderEpisodes(db: Database, actor: AuditActor, seriesId: number, number: number, body: ReorderBody): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    if (!(await findSeason(tx, seriesId, number))) throw notFound(M.seasonNotFound);
    const current = await lockSeasonEpisodes(tx, seriesId, number);
    const have = new Set(current.map((e) => e.id));
    if (body.ids.length !== have.size || body.ids.some((id) => !have.has(id))) {
      throw badRequest(M.reorderMismatch, { ids: [M.reorderMismatch] });
    }
    const before = current.map((e) => String(e.id));
    if (before.join(',') === body.ids.join(',') && current.every((e, i) => e.episodeNumber === i + 1)) return;
    // Two steps: the unique (series, season, episode) index would refuse a swap made in one.
    for (const episode of current) {
      await tx
        .update(videos)
        .set({ episodeNumber: (episode.episodeNumber ?? 0) + RENUMBER_OFFSET })
        .where(eq(videos.id, episode.id));
    }
    for (const [index, id] of body.ids.entries()) {
      await tx.update(videos).set({ episodeNumber: index + 1 }).where(eq(videos.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'series.episode_reorder',
      targetType: 'series',
      targetId: seriesId,
      before: { season: number, order: before },
      after: { season: number, order: body.ids.map(String) },
    });
  });
}
