// One run of a short clip's packaging job (a title's promo, an ad's video): packages the uploaded
// file into dirKey with the promo ladder (features/media/promo-ladder.ts), reporting progress every
// second and a heartbeat every 15 s (a report answering false means the run lost its row: it stops),
// mirrors the result to the media storage, then lets the caller point its row at it. The previous
// directory is removed after; on failure the new one is removed and the caller records the reason.
import path from 'node:path';
import type { Deps } from '../../lib/deps.ts';
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';
import { failureMessage, removeMediaDir } from '../ingest/index.ts';
import { packagePromo, type PackagedPromo } from '../media/promo-ladder.ts';

const PROGRESS_EVERY_MS = 1000;
const HEARTBEAT_EVERY_MS = 15_000;

export interface ClipRun {
  source: string;
  /** The new media directory (a key under MEDIA_DIR). */
  dirKey: string;
  /** What the clip is, for the failure message ('promo clip', 'ad video'). */
  what: string;
  logFields: Record<string, unknown>;
  /** Records the percent; false when this run no longer owns its row. */
  report(percent: number): Promise<boolean>;
  /** Points the row at the new directory in one transaction: the directory it replaces, or 'superseded'. */
  apply(packaged: PackagedPromo): Promise<string | null | 'superseded'>;
  /** Records the failure; true when this run still owned the row. */
  fail(error: string): Promise<boolean>;
  /** The uploaded file and anything kept beside it. */
  removeSource(): Promise<unknown>;
}

/** The packaged clip once applied; null when it failed, was superseded or the run was lost. */
export async function runClipPackaging(deps: Deps, run: ClipRun): Promise<PackagedPromo | null> {
  const { config, log } = deps;
  const controller = new AbortController();
  let percent = 0;
  let lastSent = 0;
  const report = async () => {
    lastSent = Date.now();
    if (!(await run.report(percent))) controller.abort('lost');
  };
  const safeReport = () => void report().catch((err: unknown) => log.warn({ err, ...run.logFields }, `${run.what} progress not recorded`));
  const heartbeat = setInterval(safeReport, HEARTBEAT_EVERY_MS);
  try {
    const packaged = await packagePromo({
      source: run.source,
      outDir: path.join(config.mediaDir, run.dirKey),
      signal: controller.signal,
      onProgress: (fraction) => {
        percent = fraction * 95;
        if (Date.now() - lastSent >= PROGRESS_EVERY_MS) safeReport();
      },
    });
    percent = 97;
    await report();
    if (controller.signal.aborted) throw new Error(String(controller.signal.reason));
    await mirrorDirectory(deps.storage, path.join(config.mediaDir, run.dirKey), run.dirKey);
    const previous = await run.apply(packaged);
    if (previous === 'superseded') {
      await removeMediaDir(deps, run.dirKey);
      return null;
    }
    if (previous && previous !== run.dirKey) await removeMediaDir(deps, previous);
    await run.removeSource();
    return packaged;
  } catch (error) {
    await removeMediaDir(deps, run.dirKey).catch(() => undefined);
    if (controller.signal.aborted) return null;
    log.warn({ err: error, ...run.logFields }, `${run.what} transcode failed`);
    // Nothing retries a failed clip (the operator uploads again), so its file can go.
    if (await run.fail(failureMessage(error, run.what))) await run.removeSource();
    return null;
  } finally {
    clearInterval(heartbeat);
  }
}
