// Points a title at a finished transcode in one transaction: stream paths, duration, 4K flag, audio
// languages, trick-play, key id, the frames offered as artwork (public copies under art/, even for
// a paid title, whose stream directory is protected), and the ingest row marked done. A title whose
// type moved between free and paid while it ran is packaged again instead (a clear copy of a paid
// film must never be published, nor a free film locked).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { titleImages, titleIngests, videos } from '../../lib/db/schema.ts';
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';
import type { TranscodedTitle } from '../media/transcode-title.ts';
import { finishRun } from './ingest-store.ts';

export const PORTRAIT = { width: 480, height: 720 } as const;

interface Applied {
  videoId: number;
  attempt: number;
  dirKey: string;
  isProtected: boolean;
  keyId: string | null;
  result: TranscodedTitle;
}

interface FrameOption {
  path: string;
  kind: 'frame';
  width: number;
  height: number;
}

export async function applyTranscode(
  deps: Deps,
  run: Applied,
): Promise<{ kind: 'applied'; previousDir: string | null } | { kind: 'superseded' }> {
  const artKey = `art/titles/${run.videoId}/${path.posix.basename(run.dirKey)}`;
  const frames = await publishFrames(deps, run, artKey);
  const outcome = await deps.db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, run.videoId)).for('update');
    if (!video) return { kind: 'superseded' as const };
    const [ingest] = await tx.select().from(titleIngests).where(eq(titleIngests.videoId, run.videoId));
    if ((video.videoType !== 'free') !== run.isProtected) {
      // Packaged for the wrong kind of title: queue it again with the title's type as it is now.
      await tx
        .update(titleIngests)
        .set({ state: 'queued', step: null, progress: 0, updatedAt: new Date() })
        .where(and(eq(titleIngests.videoId, run.videoId), eq(titleIngests.state, 'running'), eq(titleIngests.attempt, run.attempt)));
      return { kind: 'requeued' as const };
    }
    if (!(await finishRun(tx, run.videoId, run.attempt, { state: 'done', outputDir: run.dirKey }))) {
      return { kind: 'superseded' as const };
    }
    await tx.delete(titleImages).where(and(eq(titleImages.videoId, run.videoId), eq(titleImages.kind, 'frame')));
    if (frames.length > 0) await tx.insert(titleImages).values(frames.map((frame) => ({ videoId: run.videoId, ...frame })));
    const kept = new Set(
      (await tx.select({ path: titleImages.path }).from(titleImages).where(eq(titleImages.videoId, run.videoId))).map((r) => r.path),
    );
    const landscape = frames.find((f) => f.width > f.height)?.path ?? null;
    const portrait = frames.find((f) => f.height > f.width)?.path ?? null;
    // Artwork the operator chose stays; one that pointed at the old run's frames moves to the new first frame.
    const keepOr = (current: string | null, fallback: string | null) =>
      current && (kept.has(current) || !current.startsWith('art/titles/')) ? current : fallback;
    const { result } = run;
    await tx
      .update(videos)
      .set({
        hlsPath: `${run.dirKey}/${result.hlsPath}`,
        dashPath: result.dashPath ? `${run.dirKey}/${result.dashPath}` : null,
        duration: Math.round(result.durationSeconds),
        is4k: result.is4k,
        audioLanguages: result.audioLanguages,
        trickPlayPath: result.trickPlay ? `${run.dirKey}/${result.trickPlay.vttPath}` : null,
        mediaKeyId: run.keyId,
        thumbnailUrl: keepOr(video.thumbnailUrl, landscape),
        posterUrl: keepOr(video.posterUrl, landscape),
        portraitThumbnailUrl: keepOr(video.portraitThumbnailUrl, portrait),
        updatedAt: new Date(),
      })
      .where(eq(videos.id, run.videoId));
    return { kind: 'applied' as const, previousDir: ingest?.outputDir ?? null };
  });
  if (outcome.kind === 'requeued') {
    await deps.queue.send('title-transcode', { videoId: run.videoId });
    return { kind: 'superseded' };
  }
  if (outcome.kind === 'superseded') await removeMediaDir(deps, artKey);
  else await removeOldFrames(deps, run.videoId, artKey);
  return outcome;
}

/** The run's frames as public artwork: each 16:9 frame, and a 2:3 crop of it for portrait places. */
async function publishFrames(deps: Deps, run: Applied, artKey: string): Promise<FrameOption[]> {
  const artDir = path.join(deps.config.mediaDir, artKey);
  await fs.mkdir(artDir, { recursive: true });
  const options: FrameOption[] = [];
  for (const [index, candidate] of run.result.imageCandidates.entries()) {
    const source = path.join(deps.config.mediaDir, run.dirKey, candidate.path);
    const landscapeName = `frame-${index + 1}.jpg`;
    const portraitName = `frame-${index + 1}-portrait.jpg`;
    await fs.copyFile(source, path.join(artDir, landscapeName));
    await sharp(source)
      .resize(PORTRAIT.width, PORTRAIT.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(artDir, portraitName));
    options.push({ path: `${artKey}/${landscapeName}`, kind: 'frame', width: candidate.width, height: candidate.height });
    options.push({ path: `${artKey}/${portraitName}`, kind: 'frame', ...PORTRAIT });
  }
  await mirrorDirectory(deps.storage, artDir, artKey);
  return options;
}

/** Frames of earlier runs no title row points at any more. */
async function removeOldFrames(deps: Deps, videoId: number, currentArtKey: string): Promise<void> {
  const root = path.join(deps.config.mediaDir, 'art/titles', String(videoId));
  const runs = await fs.readdir(root).catch(() => [] as string[]);
  const inUse = await deps.db
    .select({ path: videos.thumbnailUrl, poster: videos.posterUrl, portrait: videos.portraitThumbnailUrl })
    .from(videos)
    .where(eq(videos.id, videoId));
  const referenced = new Set(inUse.flatMap((r) => [r.path, r.poster, r.portrait]).filter((p): p is string => Boolean(p)));
  for (const name of runs) {
    const key = `art/titles/${videoId}/${name}`;
    if (key === currentArtKey || [...referenced].some((p) => p.startsWith(`${key}/`))) continue;
    await removeMediaDir(deps, key);
  }
}

/** A media directory gone from local disk and, on S3, from the bucket. */
export async function removeMediaDir(deps: Deps, dirKey: string): Promise<void> {
  await fs.rm(path.join(deps.config.mediaDir, dirKey), { recursive: true, force: true });
  if (deps.storage.kind === 'local') return;
  const objects = await deps.storage.list(`${dirKey}/`);
  if (objects.length > 0) await deps.storage.delete(objects.map((o) => o.key));
}

