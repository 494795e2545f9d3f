// Operators' subtitle files as uploaded (SRT or WebVTT), kept under INGEST_DIR/subtitles/{title}/
// so every transcode of the title (and a subtitles-only rewrite) can convert them again.
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { titleSubtitles } from '../../lib/db/schema.ts';
import type { TitleSubtitleInput } from '../media/transcode-title.ts';

export const subtitleSourceKey = (videoId: number, name: string) => path.posix.join('subtitles', String(videoId), name);

export async function subtitleInputs(db: Database, ingestDir: string, videoId: number): Promise<TitleSubtitleInput[]> {
  const rows = await db
    .select()
    .from(titleSubtitles)
    .where(eq(titleSubtitles.videoId, videoId))
    .orderBy(asc(titleSubtitles.id));
  return rows.map((row) => ({ file: path.join(ingestDir, row.sourcePath), language: row.language, label: row.label }));
}
