// Subtitle files for a title (issue 15.3): SRT or WebVTT, checked as text with at least one cue,
// kept as uploaded under INGEST_DIR (the transcode converts them to WebVTT tracks). When the film is
// already packaged, its playlists are rewritten at once to list exactly the title's subtitles.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, type SubtitleFields } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { titleIngests, titleSubtitles, videos } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { rewriteTitleSubtitles } from '../media/transcode-title.ts';
import { subtitleInputs, subtitleSourceKey } from '../ingest/subtitle-files.ts';

const M = ADMIN_TITLE_MESSAGES;
const CUE_TIMING = /\d{1,2}:\d{2}(?::\d{2})?[.,]\d{3}\s*-->\s*\d{1,2}:\d{2}(?::\d{2})?[.,]\d{3}/;

/** 'vtt' or 'srt' for a readable subtitle file, or the refusal. */
export function subtitleKind(data: Buffer): 'vtt' | 'srt' {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest(M.subtitleNotText, { file: [M.subtitleNotText] });
  const isVtt = text.startsWith('WEBVTT');
  if (!isVtt && !/^\s*\d+\s*\r?\n/.test(text) && !CUE_TIMING.test(text.split('\n', 3).join('\n'))) {
    throw badRequest(M.subtitleNotText, { file: [M.subtitleNotText] });
  }
  if (!CUE_TIMING.test(text)) throw badRequest(M.subtitleEmpty, { file: [M.subtitleEmpty] });
  return isVtt ? 'vtt' : 'srt';
}

export async function addSubtitle(deps: Deps, actor: AuditActor, videoId: number, fields: SubtitleFields, data: Buffer): Promise<void> {
  const kind = subtitleKind(data);
  const [video] = await deps.db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw notFound(M.titleNotFound);
  const sourcePath = subtitleSourceKey(videoId, `${fields.language}-${crypto.randomBytes(4).toString('hex')}.${kind}`);
  const file = path.join(deps.config.ingestDir, sourcePath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
  try {
    await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(titleSubtitles)
        .values({ videoId, language: fields.language, label: fields.label, sourcePath })
        .onConflictDoNothing()
        .returning({ id: titleSubtitles.id });
      if (inserted.length === 0) throw new AppError('conflict', M.subtitleExists);
      await recordAudit(tx, actor, {
        action: 'title.subtitle_add',
        targetType: 'title',
        targetId: videoId,
        before: null,
        after: { language: fields.language, label: fields.label },
      });
    });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  await refreshPackagedSubtitles(deps, videoId);
}

export async function removeSubtitle(deps: Deps, actor: AuditActor, videoId: number, subtitleId: number): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(titleSubtitles)
      .where(and(eq(titleSubtitles.id, subtitleId), eq(titleSubtitles.videoId, videoId)))
      .returning();
    if (!row) throw notFound(M.subtitleNotFound);
    await recordAudit(tx, actor, {
      action: 'title.subtitle_remove',
      targetType: 'title',
      targetId: videoId,
      before: { language: row.language, label: row.label },
      after: null,
    });
    return row;
  });
  await fs.rm(path.join(deps.config.ingestDir, removed.sourcePath), { force: true });
  await refreshPackagedSubtitles(deps, videoId);
}

/** A packaged film lists the title's current subtitles; one still to be packaged picks them up itself. */
async function refreshPackagedSubtitles(deps: Deps, videoId: number): Promise<void> {
  const [row] = await deps.db
    .select({ outputDir: titleIngests.outputDir, state: titleIngests.state, duration: videos.duration })
    .from(titleIngests)
    .innerJoin(videos, eq(videos.id, titleIngests.videoId))
    .where(eq(titleIngests.videoId, videoId));
  if (!row?.outputDir || row.state !== 'done') return;
  const outDir = path.join(deps.config.mediaDir, row.outputDir);
  await rewriteTitleSubtitles(outDir, await subtitleInputs(deps.db, deps.config.ingestDir, videoId), row.duration);
  await mirrorDirectory(deps.storage, outDir, row.outputDir);
}

