// A stream that is our own channel (issue 15.4): it loops one of our titles' finished films, and its
// address is ours, set by the server (streaming/layout.ts ownChannelPath): public for a free stream,
// under the signed protected/ origin for a premium one. A paid or rental film only ever feeds a
// premium stream (ARCHITECTURE 6: never published in the clear), checked whenever the title or the
// premium flag changes; the channels runner (streaming/own-channels.ts) checks it again as it runs.
import { and, asc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, type LiveSourceTitle } from '@ott/contract';
import { videos } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { assetUrl, toVideoType } from '../catalogue/index.ts';

const M = ADMIN_LIVE_MESSAGES;
const field = (message: string) => badRequest(message, { source_video_id: [message] });

/** A finished film is one our transcode (or the demo packager) wrote: a media path to its HLS master. */
export const hasFinishedFilm = (hlsPath: string | null): hlsPath is string =>
  hlsPath !== null && !/^[a-z]+:\/\//i.test(hlsPath) && !hlsPath.startsWith('/') && hlsPath.endsWith('.m3u8');

/** The title an own channel may loop with this premium flag; a 400 in the form's words otherwise. */
export async function checkSourceTitle(db: Queryable, videoId: number, isPremium: boolean): Promise<{ id: number; title: string }> {
  const [video] = await db
    .select({ id: videos.id, title: videos.title, videoType: videos.videoType, hlsPath: videos.hlsPath })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) throw field(M.sourceTitleNotFound);
  if (!hasFinishedFilm(video.hlsPath)) throw field(M.sourceTitleNoFilm);
  if (video.videoType !== 'free' && !isPremium) throw field(M.paidTitleNeedsPremium);
  return { id: video.id, title: video.title };
}

const SEARCH_LIMIT = 12;

/** Titles with a finished film whose name holds `q` (the console’s picker), in name order. */
export async function listSourceTitles(db: Queryable, mediaBaseUrl: string, q: string | undefined): Promise<LiveSourceTitle[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ id: videos.id, title: videos.title, videoType: videos.videoType, duration: videos.duration, hlsPath: videos.hlsPath, thumbnailUrl: videos.thumbnailUrl })
    .from(videos)
    .where(and(isNotNull(videos.hlsPath), pattern ? or(ilike(videos.title, pattern), ilike(videos.titleLatin, pattern)) : undefined))
    .orderBy(asc(videos.title), asc(videos.id))
    .limit(SEARCH_LIMIT * 4);
  return rows
    .filter((row) => hasFinishedFilm(row.hlsPath))
    .slice(0, SEARCH_LIMIT)
    .map((row) => ({
      id: row.id,
      title: row.title,
      video_type: toVideoType(row.videoType),
      duration: row.duration,
      landscape_image_url: assetUrl(mediaBaseUrl, row.thumbnailUrl),
    }));
}
