// Attaching a title to a series as an episode, and taking it out again (issue 18.4). The series row
// is locked first, then the title's row, so a title can never end up in two series and two
// episodes never share a number, whatever runs at the same time.
import { and, eq } from 'drizzle-orm';
import { SERIES_MESSAGES, type AddEpisodeBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { seasons, videos } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { nextEpisodeNumber } from './season-write.ts';
import { lockSeries } from './series-write.ts';

const M = SERIES_MESSAGES;

export async function addEpisode(db: Database, actor: AuditActor, seriesId: number, body: AddEpisodeBody): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    const [season] = await tx
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.seriesId, seriesId), eq(seasons.number, body.season_number)));
    if (!season) throw badRequest(M.seasonNotFound, { season_number: [M.seasonNotFound] });
    const [video] = await tx
      .select({ id: videos.id, title: videos.title, seriesId: videos.seriesId })
      .from(videos)
      .where(eq(videos.id, body.video_id))
      .for('update');
    if (!video) throw badRequest(M.titleNotFound, { video_id: [M.titleNotFound] });
    if (video.seriesId !== null) throw new AppError('conflict', M.alreadyEpisode);
    const number = body.episode_number ?? (await nextEpisodeNumber(tx, seriesId, body.season_number));
    const [taken] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.seriesId, seriesId), eq(videos.seasonNumber, body.season_number), eq(videos.episodeNumber, number)));
    if (taken) throw new AppError('conflict', M.episodeNumberTaken);
    await tx
      .update(videos)
      .set({ seriesId, seasonNumber: body.season_number, episodeNumber: number, updatedAt: new Date() })
      .where(eq(videos.id, video.id));
    await recordAudit(tx, actor, {
      action: 'series.episode_add',
      targetType: 'series',
      targetId: seriesId,
      before: null,
      after: { video_id: video.id, title: video.title, season: body.season_number, episode: number },
    });
  });
}

export async function removeEpisode(db: Database, actor: AuditActor, seriesId: number, videoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesId);
    const [video] = await tx
      .select({ id: videos.id, title: videos.title, seriesId: videos.seriesId, season: videos.seasonNumber, episode: videos.episodeNumber })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for('update');
    if (!video || video.seriesId !== seriesId) throw notFound(M.notAnEpisode);
    await tx
      .update(videos)
      .set({ seriesId: null, seasonNumber: null, episodeNumber: null, updatedAt: new Date() })
      .where(eq(videos.id, videoId));
    await recordAudit(tx, actor, {
      action: 'series.episode_remove',
      targetType: 'series',
      targetId: seriesId,
      before: { video_id: video.id, title: video.title, season: video.season, episode: video.episode },
      after: null,
    });
  });
}
