// An operator's uploaded film packaged for streaming (issue 15.3), called by the worker's transcode
// job: the adaptive CMAF ladder for HLS and DASH with every audio language of the source, or for a
// paid/rental title the same ladder as AES-128 encrypted HLS (title-protect.ts); WebVTT subtitles;
// image candidates and trick-play thumbnails. Built in a sibling staging directory and renamed over
// outDir at the end; clear intermediates of a protected title live in a second sibling, never
// published. Cost on the 2-core machine: one decode and one encode of the source (split to every
// rung), then cheap passes (a stream copy, a 240p decode, a few seeks).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { DASH_MANIFEST_NAME, finaliseHlsPlaylists, HLS_MASTER_NAME, lowestRungFirst, parseMasterVariants } from './hls-playlists.ts';
import type { PackageCmafOptions } from './package-cmaf.ts';
import { writeCappedManifests } from './capped-manifests.ts';
import { ProcessError } from './run-process.ts';
import { pickCandidateTimes, writeImageCandidates, writeTrickPlay, type ImageCandidate, type TrickPlay } from './title-images.ts';
import {
  encodeTitleLadder,
  joinCmafStream,
  measureTitleLadder,
  planTitleLadder,
  titleMasterPlaylist,
  writeTitleCmafMaster,
} from './title-ladder.ts';
import { probeTitle } from './title-probe.ts';
import { assertProtection, protectTitle, type TitleProtection } from './title-protect.ts';
import {
  listSubtitlesInManifests,
  rewriteTitleSubtitles as rewriteSubtitles,
  writeSubtitleFiles,
  writeTitleInfo,
  type TitleSubtitleInput,
  type WrittenSubtitle,
} from './title-subtitles.ts';
import type { StreamRendition } from './types.ts';
import { toWebVtt } from './webvtt-convert.ts';

export type { TitleSubtitleInput } from './title-subtitles.ts';
export { inspectUpload, probeTitle, type TitleProbe, type TitleAudioStream, type UploadInspection } from './title-probe.ts';

export type TranscodeTitleStep = 'probe' | 'encode' | 'protect' | 'subtitles' | 'images' | 'trick_play';

export interface TranscodeTitleOptions {
  /** The uploaded file. */
  readonly source: string;
  /** Replaced wholesale (built in a sibling staging dir, renamed at the end); must not contain the source. */
  readonly outDir: string;
  readonly subtitles: readonly TitleSubtitleInput[];
  /** Paid/rental titles: HLS AES-128 with this key; no clear copy of the picture is left in outDir. */
  readonly protection?: TitleProtection;
  /** Default 'veryfast'. */
  readonly x264Preset?: PackageCmafOptions['x264Preset'];
  readonly onProgress?: (progress: { step: TranscodeTitleStep; fraction: number }) => void;
  /** Aborting kills ffmpeg promptly, removes the staging dirs and rejects. */
  readonly signal?: AbortSignal;
}

export interface TranscodedTitle {
  /** Relative to outDir. */
  readonly hlsPath: string;
  /** Null for protected titles (AES-128 is HLS only). */
  readonly dashPath: string | null;
  readonly durationSeconds: number;
  /** Source width >= 3840 or height >= 2160. */
  readonly is4k: boolean;
  /** One per audio track of the source, in order (BCP47); 'und' when untagged. */
  readonly audioLanguages: string[];
  readonly subtitles: { language: string; label: string; path: string }[];
  /** 1280x720 JPEGs spread over the film, relative paths. */
  readonly imageCandidates: { path: string; width: number; height: number }[];
  /** WebVTT thumbnails track with #xywh= into sprite JPEGs. */
  readonly trickPlay: { vttPath: string; spritePaths: string[] } | null;
  readonly renditions: StreamRendition[];
}

/** Where each step's share of the whole job begins; encoding dominates. */
const STEP_SPANS: Readonly<Record<TranscodeTitleStep, readonly [number, number]>> = {
  probe: [0, 0.01],
  encode: [0.01, 0.88],
  protect: [0.88, 0.92],
  subtitles: [0.92, 0.93],
  trick_play: [0.93, 0.97],
  images: [0.97, 1],
};

export async function transcodeTitle(options: TranscodeTitleOptions): Promise<TranscodedTitle> {
  const outDir = resolve(options.outDir);
  const source = resolve(options.source);
  assertSourceOutside(source, outDir);
  if (options.protection) assertProtection(options.protection);
  const stagingDir = `${outDir}.partial`;
  const workDir = `${outDir}.work`;
  const { signal } = options;
  let lastFraction = 0;
  const report = (step: TranscodeTitleStep, fraction: number) => {
    const [from, to] = STEP_SPANS[step];
    // Monotonic: a step's last report and the next step's first never make the bar go back.
    lastFraction = Math.max(lastFraction, from + (to - from) * Math.min(1, Math.max(0, fraction)));
    options.onProgress?.({ step, fraction: lastFraction });
  };
  const step = async <T>(name: TranscodeTitleStep, run: () => Promise<T>): Promise<T> => {
    signal?.throwIfAborted();
    report(name, 0);
    try {
      const result = await run();
      report(name, 1);
      return result;
    } catch (error) {
      signal?.throwIfAborted();
      throw explain(name, basename(source), error);
    }
  };

  await Promise.all([rm(stagingDir, { recursive: true, force: true }), rm(workDir, { recursive: true, force: true })]);
  try {
    const probe = await step('probe', async () => {
      // A bad subtitle file fails the job now, not after the encode.
      for (const [index, subtitle] of options.subtitles.entries()) {
        toWebVtt(await readFile(subtitle.file, 'utf8'), `subtitle track ${index + 1} (${subtitle.language})`);
      }
      return probeTitle(source);
    });
    const video = probe.video;
    if (!video) throw new Error(`${basename(source)} has no video stream`);
    const layout = planTitleLadder(probe);
    // A protected title's clear ladder is encoded outside the published directory.
    const cmafDir = options.protection ? workDir : stagingDir;
    await mkdir(stagingDir, { recursive: true });
    await mkdir(workDir, { recursive: true });

    await step('encode', () =>
      encodeTitleLadder({
        source,
        probe,
        layout,
        outDir: cmafDir,
        x264Preset: options.x264Preset,
        signal,
        onProgress: (seconds) => report('encode', seconds / probe.durationSeconds),
      }),
    );
    const measured = await measureTitleLadder(cmafDir, layout);

    let mpegTsStart: number | undefined;
    if (options.protection) {
      const protection = options.protection;
      const streams = await step('protect', () =>
        protectTitle({
          clearDir: workDir,
          outDir: stagingDir,
          layout,
          protection,
          durationSeconds: probe.durationSeconds,
          signal,
          onProgress: (fraction) => report('protect', fraction),
        }),
      );
      mpegTsStart = streams.firstPts90k;
      const master = titleMasterPlaylist({ version: 4, layout, measured, ...streams });
      await writeFile(join(stagingDir, HLS_MASTER_NAME), lowestRungFirst(master));
    } else {
      await writeTitleCmafMaster(stagingDir, layout, measured);
      await finaliseHlsPlaylists(stagingDir, layout.renditions.length);
    }
    await writeTitleInfo(stagingDir, mpegTsStart === undefined ? {} : { subtitleMpegTs: mpegTsStart });

    const subtitles = await step('subtitles', async (): Promise<WrittenSubtitle[]> => {
      const { written, renditions } = await writeSubtitleFiles(stagingDir, options.subtitles, probe.durationSeconds, mpegTsStart);
      await listSubtitlesInManifests(stagingDir, written, renditions);
      return written;
    });
    // Issue 18.2: the plan-capped copies, after the last change to the full manifests.
    await writeCappedManifests(stagingDir);

    // Thumbnails from the smallest rung, joined into one file in the work dir.
    const smallest = layout.renditions.length - 1;
    const smallRendition = join(workDir, 'smallest-rung.mp4');
    await joinCmafStream(cmafDir, `media_${smallest}.m3u8`, smallRendition);
    const { trickPlay, samples } = await step('trick_play', () =>
      writeTrickPlay({
        input: smallRendition,
        outDir: stagingDir,
        workDir,
        durationSeconds: probe.durationSeconds,
        signal,
        onProgress: (fraction) => report('trick_play', fraction),
      }),
    );
    const imageCandidates = await step('images', () =>
      writeImageCandidates({ source, outDir: stagingDir, atSeconds: pickCandidateTimes(probe.durationSeconds, samples), signal }),
    );

    const variants = parseMasterVariants(await readFile(join(stagingDir, HLS_MASTER_NAME), 'utf8'));
    const result: TranscodedTitle = {
      hlsPath: HLS_MASTER_NAME,
      dashPath: options.protection ? null : DASH_MANIFEST_NAME,
      durationSeconds: probe.durationSeconds,
      is4k: video.width >= 3840 || video.height >= 2160,
      audioLanguages: probe.audio.map((stream) => stream.language),
      subtitles: subtitles.map((subtitle) => ({ ...subtitle })),
      imageCandidates: imageCandidates.map((candidate: ImageCandidate) => ({ ...candidate })),
      trickPlay: trickPlay ? copyTrickPlay(trickPlay) : null,
      renditions: variants
        .map(({ width, height, bandwidth, codecs }) => ({ width, height, bandwidth, codecs }))
        .sort((a, b) => b.bandwidth - a.bandwidth),
    };
    signal?.throwIfAborted();
    await rm(outDir, { recursive: true, force: true });
    await mkdir(dirname(outDir), { recursive: true });
    await rename(stagingDir, outDir);
    report('images', 1);
    return result;
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Replaces a packaged title's subtitle tracks without re-encoding: converts the files into
 * outDir/subtitles and rewrites master.m3u8 (and manifest.mpd when present) to list exactly these.
 */
export async function rewriteTitleSubtitles(
  outDir: string,
  subtitles: readonly TitleSubtitleInput[],
  durationSeconds: number,
): Promise<TranscodedTitle['subtitles']> {
  const written = await rewriteSubtitles(resolve(outDir), subtitles, durationSeconds);
  await writeCappedManifests(resolve(outDir));
  return written.map((subtitle) => ({ ...subtitle }));
}

function copyTrickPlay(trickPlay: TrickPlay): { vttPath: string; spritePaths: string[] } {
  return { vttPath: trickPlay.vttPath, spritePaths: [...trickPlay.spritePaths] };
}

/** The step and the file in the message; ffmpeg's own reason (ProcessError's stderr tail) kept. */
function explain(step: TranscodeTitleStep, file: string, error: unknown): Error {
  if (error instanceof ProcessError) return new Error(`Transcoding ${file} failed at ${step}: ${error.message}`, { cause: error });
  if (error instanceof Error) return new Error(`Transcoding ${file} failed at ${step}: ${error.message}`, { cause: error });
  return new Error(`Transcoding ${file} failed at ${step}: ${String(error)}`);
}

function assertSourceOutside(source: string, outDir: string): void {
  const fromOutDir = relative(outDir, source);
  if (!fromOutDir.startsWith('..') && !isAbsolute(fromOutDir)) {
    throw new Error(`transcode source ${source} is inside outDir ${outDir}, which is replaced`);
  }
}
