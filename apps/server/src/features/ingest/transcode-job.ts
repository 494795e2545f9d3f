// The 'title-transcode' job (issue 15.3), run by the worker role one at a time: claims the queued
// film, transcodes it (features/media/transcode-title.ts) into a new directory, then in one
// transaction points the title at it. The previous stream stays playable until then and is removed
// after. Paid and rental titles are packaged encrypted under protected/ with a key of their own.
// Progress and the current step reach the console through the ingest row every second; that write
// also answers whether an operator pressed Cancel, which aborts ffmpeg.
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, type IngestStep } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { videos } from '../../lib/db/schema.ts';
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { transcodeTitle, type TranscodedTitle } from '../media/transcode-title.ts';
import { contentKeyForId, keyIdFor } from '../streaming/drm-keys.ts';
import { claimQueued, finishRun, reportProgress } from './ingest-store.ts';
import { failureMessage } from './failure-message.ts';
import { applyTranscode, removeMediaDir } from './apply-transcode.ts';
import { subtitleInputs } from './subtitle-files.ts';
import { uploadFilePath } from './upload-server.ts';

const PROGRESS_EVERY_MS = 1000;
const HEARTBEAT_EVERY_MS = 15_000;

export const isProtectedType = (videoType: string) => videoType !== 'free';

export async function runTitleTranscode(deps: Deps, videoId: number): Promise<void> {
  const { db, config, log } = deps;
  const run = await claimQueued(db, videoId);
  if (!run) return;
  const [video] = await db.select({ videoType: videos.videoType }).from(videos).where(eq(videos.id, videoId));
  if (!video) return;
  const isProtected = isProtectedType(video.videoType);
  const revision = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const dirKey = `${isProtected ? 'protected/' : ''}titles/${videoId}/${revision}`;
  const outDir = path.join(config.mediaDir, dirKey);
  const keyId = isProtected ? keyIdFor(config.drmKeySecret, `title-${videoId}-${revision}`) : null;

  const controller = new AbortController();
  let last: { step: IngestStep; percent: number } = { step: 'probe', percent: 0 };
  let lastSent = 0;
  const report = async () => {
    lastSent = Date.now();
    const { cancel, lost } = await reportProgress(db, videoId, run.attempt, last.step, last.percent);
    if (cancel) controller.abort('cancel');
    else if (lost) controller.abort('lost');
  };
  const safeReport = () => void report().catch((err: unknown) => log.warn({ err, videoId }, 'transcode progress not recorded'));
  const heartbeat = setInterval(safeReport, HEARTBEAT_EVERY_MS);

  try {
    const contentKey = keyId ? contentKeyForId(config.drmKeySecret, keyId) : null;
    const result: TranscodedTitle = await transcodeTitle({
      source: uploadFilePath(config.ingestDir, run.uploadId),
      outDir,
      subtitles: await subtitleInputs(db, config.ingestDir, videoId),
      protection:
        contentKey && keyId
          ? { keyUri: `${config.publicBaseUrl ?? ''}${API.drmKey(keyId)}`, key: contentKey.key, iv: contentKey.iv }
          : undefined,
      signal: controller.signal,
      onProgress: ({ step, fraction }) => {
        last = { step, percent: fraction * 100 };
        if (Date.now() - lastSent >= PROGRESS_EVERY_MS) safeReport();
      },
    });
    last = { step: 'store', percent: 99 };
    await report();
    if (controller.signal.aborted) throw new Error(String(controller.signal.reason));
    await mirrorDirectory(deps.storage, outDir, dirKey);
    const applied = await applyTranscode(deps, { videoId, attempt: run.attempt, dirKey, isProtected, keyId, result });
    if (applied.kind === 'superseded') {
      await removeMediaDir(deps, dirKey);
      return;
    }
    if (applied.previousDir && applied.previousDir !== dirKey) await removeMediaDir(deps, applied.previousDir);
    await invalidateCatalogueCache(deps.cache);
    log.info({ videoId, dirKey, seconds: result.durationSeconds }, 'title transcoded');
  } catch (error) {
    await removeMediaDir(deps, dirKey).catch(() => undefined);
    const reason = controller.signal.aborted ? String(controller.signal.reason) : null;
    if (reason === 'lost') return;
    if (reason === 'cancel') {
      await finishRun(db, videoId, run.attempt, { state: 'cancelled' });
      return;
    }
    log.warn({ err: error, videoId }, 'title transcode failed');
    await finishRun(db, videoId, run.attempt, { state: 'failed', error: failureMessage(error) });
  } finally {
    clearInterval(heartbeat);
  }
}

/** For the ingest directory's own housekeeping: whether an uploaded film is still on disk. */
export async function uploadExists(ingestDir: string, uploadId: string): Promise<boolean> {
  return fs
    .stat(uploadFilePath(ingestDir, uploadId))
    .then((s) => s.isFile())
    .catch(() => false);
}
