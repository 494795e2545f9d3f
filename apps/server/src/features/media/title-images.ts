// Trick-play thumbnails and still-image candidates for an uploaded film, both cheap: the thumbnails
// come from the ladder's smallest rung (a 240p decode costs little next to the source's), with a
// brightness measure per thumbnail; the candidates are then cut from the source by seeking (`-ss`
// before `-i`, so only a few frames around each point are decoded) at points picked from the
// thumbnails' brightness, which skips black frames, fades and the opening seconds.
// Trick-play follows the usual layout (Jellyfin's trickplay, PeerTube's storyboard): fixed-size tiles
// in sprite sheets, and a WebVTT track whose cues point into a sheet with a #xywh= fragment.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { filterOptions } from './filter-escape.ts';
import { progressReader } from './package-cmaf.ts';
import { runProcess } from './run-process.ts';
import { formatTimestamp } from './webvtt-convert.ts';

// Flat in the stream's directory, like every file a player fetches: a protected title's signed URL
// grants one directory (lib/media-url.ts), not the tree below it.
export const TRICK_PLAY_PREFIX = 'trickplay-';
export const TRICK_PLAY_VTT = `${TRICK_PLAY_PREFIX}thumbnails.vtt`;
export const IMAGES_DIR = 'images';
const TILE = { width: 160, height: 90 } as const;
const GRID = 10;
const MAX_THUMBNAILS = 200;
const MIN_INTERVAL_SECONDS = 10;
const CANDIDATE = { width: 1280, height: 720 } as const;
const CANDIDATE_COUNT = 6;
/** Mean luma (0-255) a candidate needs: darker is a black frame or a fade. */
const MIN_BRIGHTNESS = 40;
const MAX_BRIGHTNESS = 225;

export interface TrickPlay {
  readonly vttPath: string;
  readonly spritePaths: string[];
}

export interface ThumbnailSample {
  readonly seconds: number;
  readonly brightness: number;
}

export interface ImageCandidate {
  readonly path: string;
  readonly width: number;
  readonly height: number;
}

export function trickPlayInterval(durationSeconds: number): number {
  return Math.max(MIN_INTERVAL_SECONDS, Math.ceil(durationSeconds / MAX_THUMBNAILS));
}

export interface TrickPlayOptions {
  /** A small rendition of the film (any container ffmpeg reads). */
  readonly input: string;
  readonly outDir: string;
  /** A scratch directory for the brightness log. */
  readonly workDir: string;
  readonly durationSeconds: number;
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** Sprites and thumbnails.vtt in outDir (trickplay-*), and a brightness sample per thumbnail. */
export async function writeTrickPlay(options: TrickPlayOptions): Promise<{ trickPlay: TrickPlay | null; samples: ThumbnailSample[] }> {
  const interval = trickPlayInterval(options.durationSeconds);
  const expected = Math.max(1, Math.ceil(options.durationSeconds / interval));
  const columns = Math.min(GRID, expected);
  const rows = Math.min(GRID, Math.ceil(expected / columns));
  const statsFile = join(options.workDir, 'thumbnail-stats.txt');
  const dir = options.outDir;
  await mkdir(dir, { recursive: true });
  const filters = [
    // The first frame, then the first frame at least `interval` after the last one taken: each
    // thumbnail is the frame at the start of its cue. (The fps filter emits nothing for a rate as
    // low as 1/10 on a clip shorter than the period.)
    `select=${filterOptions({ expr: `isnan(prev_selected_t)+gte(t-prev_selected_t,${interval - 0.001})` })}`,
    `scale=${filterOptions({ w: TILE.width, h: TILE.height, force_original_aspect_ratio: 'decrease' })}`,
    'signalstats',
    `metadata=${filterOptions({ mode: 'print', key: 'lavfi.signalstats.YAVG', file: statsFile })}`,
    `pad=${filterOptions({ w: TILE.width, h: TILE.height, x: '(ow-iw)/2', y: '(oh-ih)/2' })}`,
    'setsar=1',
    `tile=${columns}x${rows}`,
  ];
  await runProcess(
    resolveFfmpegPath(),
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', options.input, '-an', '-sn'],
      ...['-vf', filters.join(','), '-vsync', 'passthrough', '-q:v', '5', '-start_number', '0'],
      ...(options.onProgress ? ['-progress', 'pipe:1', '-nostats'] : []),
      join(dir, `${TRICK_PLAY_PREFIX}sprite-%d.jpg`),
    ],
    {
      signal: options.signal,
      onStdoutLine: options.onProgress
        ? progressReader((seconds) => options.onProgress?.(Math.min(1, seconds / Math.max(options.durationSeconds, 0.001))))
        : undefined,
    },
  );
  const samples = parseBrightness(await readFile(statsFile, 'utf8').catch(() => '')).filter(
    (sample) => sample.seconds < options.durationSeconds,
  );
  const sprites = (await readdir(dir)).filter((name) => /^trickplay-sprite-\d+\.jpg$/.test(name));
  if (samples.length === 0 || sprites.length === 0) return { trickPlay: null, samples };
  const perSprite = columns * rows;
  const cues = samples.map((sample, index) => {
    const start = index * interval;
    const end = Math.min(options.durationSeconds, (index + 1) * interval);
    const tile = index % perSprite;
    const x = (tile % columns) * TILE.width;
    const y = Math.floor(tile / columns) * TILE.height;
    return `${formatTimestamp(start)} --> ${formatTimestamp(Math.max(end, start + 0.001))}\n${TRICK_PLAY_PREFIX}sprite-${Math.floor(index / perSprite)}.jpg#xywh=${x},${y},${TILE.width},${TILE.height}`;
  });
  await writeFile(join(options.outDir, TRICK_PLAY_VTT), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  const spriteCount = Math.ceil(samples.length / perSprite);
  return {
    trickPlay: {
      vttPath: TRICK_PLAY_VTT,
      spritePaths: Array.from({ length: spriteCount }, (_, index) => `${TRICK_PLAY_PREFIX}sprite-${index}.jpg`),
    },
    samples,
  };
}

/** The metadata filter's print: `frame:N pts:P pts_time:T` then `lavfi.signalstats.YAVG=V`. */
function parseBrightness(log: string): ThumbnailSample[] {
  const samples: ThumbnailSample[] = [];
  let seconds: number | undefined;
  for (const line of log.split('\n')) {
    const time = /pts_time:([\d.]+)/.exec(line);
    if (time?.[1]) seconds = Number.parseFloat(time[1]);
    const value = /lavfi\.signalstats\.YAVG=([\d.]+)/.exec(line);
    if (value?.[1] && seconds !== undefined) {
      samples.push({ seconds, brightness: Number.parseFloat(value[1]) });
      seconds = undefined;
    }
  }
  return samples;
}

/**
 * Points for the image candidates: the film from its first seconds (titles, logos) to 90% (credits)
 * cut into equal slots, in each the best-lit thumbnail's time, else the slot's middle.
 */
export function pickCandidateTimes(durationSeconds: number, samples: readonly ThumbnailSample[], count = CANDIDATE_COUNT): number[] {
  const from = Math.min(durationSeconds * 0.1, 30);
  const to = durationSeconds * 0.9;
  const slot = (to - from) / count;
  return Array.from({ length: count }, (_, index) => {
    const start = from + index * slot;
    const end = start + slot;
    const usable = samples.filter((sample) => sample.seconds >= start && sample.seconds < end && sample.brightness >= MIN_BRIGHTNESS && sample.brightness <= MAX_BRIGHTNESS);
    const best = usable.sort((a, b) => Math.abs(b.brightness - 110) - Math.abs(a.brightness - 110)).at(-1);
    return best?.seconds ?? start + slot / 2;
  });
}

export interface ImageCandidatesOptions {
  readonly source: string;
  readonly outDir: string;
  readonly atSeconds: readonly number[];
  readonly signal?: AbortSignal;
}

/** 1280x720 JPEGs (cropped to fill 16:9) at the given points, in one ffmpeg run of seeking inputs. */
export async function writeImageCandidates(options: ImageCandidatesOptions): Promise<ImageCandidate[]> {
  await mkdir(join(options.outDir, IMAGES_DIR), { recursive: true });
  const cover = `scale=${CANDIDATE.width}:${CANDIDATE.height}:force_original_aspect_ratio=increase,crop=${CANDIDATE.width}:${CANDIDATE.height},setsar=1`;
  const paths = options.atSeconds.map((_, index) => `${IMAGES_DIR}/candidate-${index}.jpg`);
  await runProcess(
    resolveFfmpegPath(),
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...options.atSeconds.flatMap((seconds) => ['-ss', seconds.toFixed(3), '-i', options.source]),
      ...['-filter_complex', options.atSeconds.map((_, index) => `[${index}:v:0]${cover}[c${index}]`).join(';')],
      ...paths.flatMap((path, index) => ['-map', `[c${index}]`, '-frames:v', '1', '-q:v', '3', join(options.outDir, path)]),
    ],
    { signal: options.signal },
  );
  return paths.map((path) => ({ path, width: CANDIDATE.width, height: CANDIDATE.height }));
}
