import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { filterOptions } from './filter-escape.ts';
import { DASH_MANIFEST_NAME, finaliseHlsPlaylists, writeCmafMasterPlaylist } from './hls-playlists.ts';
import type { HlsVariant } from './hls-playlists.ts';
import { probeMedia } from './probe.ts';
import type { MediaProbe } from './probe.ts';
import type { RenditionPlan } from './rendition-ladder.ts';
import { runProcess } from './run-process.ts';

export interface PackageCmafOptions {
  readonly input: string;
  readonly outDir: string;
  readonly renditions: readonly RenditionPlan[];
  /** Saves a probe when the caller already has one. */
  readonly source?: MediaProbe;
  /** x264 speed/quality trade; the demo set uses ultrafast to start quickly. */
  readonly x264Preset?: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  readonly onProgress?: (encodedSeconds: number) => void;
  readonly signal?: AbortSignal;
}

export interface PackagedStream {
  readonly variants: HlsVariant[];
}

const SEGMENT_SECONDS = 2;
const AUDIO_BITRATE = '128k';

/**
 * One ffmpeg run through the DASH muxer with `-hls_playlist 1`: a single set of CMAF (fMP4)
 * segments referenced by both manifest.mpd and the HLS media playlists (§8; the HLS muxer's master
 * playlist path is avoided on purpose), then master.m3u8 written from the files (hls-playlists.ts).
 * Every rendition gets the same fixed GOP of SEGMENT_SECONDS with scene-cut keyframes off, so
 * segment boundaries line up across the ladder and players can switch at any segment. Only options
 * ffmpeg 4.1 (the npm build) also has are used: see cmafOutputArgs.
 */
export async function packageCmaf(options: PackageCmafOptions): Promise<PackagedStream> {
  if (options.renditions.length === 0) throw new Error('packageCmaf needs at least one rendition');
  const source = options.source ?? (await probeMedia(options.input));
  const { video } = source;
  if (!video) throw new Error(`${options.input} has no video stream`);
  await mkdir(options.outDir, { recursive: true });

  const count = options.renditions.length;
  // Rungs like 854x480 are not exactly 16:9 in whole pixels and the dash muxer refuses an
  // adaptation set whose aspect ratios differ, so every rung is stamped with the source's.
  const aspect = video.displayAspectRatio;
  const scaled = options.renditions.map((rendition, index) => `[s${index}]${fitInsideFilter(rendition)},setdar=${aspect}[v${index}]`);
  const filterGraph = `[0:v:0]split=${count}${options.renditions.map((_, index) => `[s${index}]`).join('')};${scaled.join(';')}`;

  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', options.input],
    ...['-filter_complex', filterGraph],
    ...options.renditions.flatMap((_, index) => ['-map', `[v${index}]`]),
    ...(source.hasAudio ? ['-map', '0:a:0'] : []),
    ...cmafOutputArgs({ ...options, fps: video.fps, hasAudio: source.hasAudio, withProgress: options.onProgress !== undefined }),
  ];
  await runProcess(resolveFfmpegPath(), args, {
    signal: options.signal,
    onStdoutLine: options.onProgress ? progressReader(options.onProgress) : undefined,
  });

  return { variants: await verifyCmafOutput(options.outDir, count) };
}

/**
 * Scales to fit the rung's box keeping the frame's aspect ratio, each side rounded down to even:
 * what `scale=force_original_aspect_ratio=decrease:force_divisible_by=2` does in ffmpeg 5.1, spelt
 * as expressions because ffmpeg 4.1 has no force_divisible_by. Expressions of the frame's own iw/ih
 * (not the probe's) keep a rotated phone video, which ffmpeg turns upright first, the right way up.
 */
export function fitInsideFilter(box: Pick<RenditionPlan, 'maxWidth' | 'height'>): string {
  const even = (expression: string) => `max(2,2*trunc(${expression}/2))`;
  return `scale=${filterOptions({
    w: even(`min(${box.maxWidth},round(${box.height}*iw/ih))`),
    h: even(`min(${box.height},round(${box.maxWidth}*ih/iw))`),
  })}`;
}

export interface CmafOutputOptions {
  readonly outDir: string;
  readonly renditions: readonly RenditionPlan[];
  readonly fps: number;
  readonly hasAudio: boolean;
  readonly x264Preset?: PackageCmafOptions['x264Preset'];
  readonly withProgress?: boolean;
  /** The AAC encoder's fast coder: half the cost, fine for the demo's synthetic pad. */
  readonly fastAudio?: boolean;
  /**
   * Several mapped audio outputs instead of one (an uploaded film's languages, each possibly at two
   * bit rates): stream i gets its own bit rate and language tag, and outputs sharing a `set` form
   * one DASH AdaptationSet (lang= comes from the tag). Overrides hasAudio when given.
   */
  readonly audioOutputs?: readonly CmafAudioOutput[];
}

export interface CmafAudioOutput {
  readonly bitrateKbps: number;
  /** BCP47 tag written as the stream's language (DASH lang=). */
  readonly language: string;
  /** Outputs with the same set share an AdaptationSet. */
  readonly set: number;
}

/**
 * The encoder and muxer half of the command, for the mapped outputs `[v0]…[vN]` (tallest first)
 * and one audio stream: shared with the demo clips, which feed it generated pictures directly.
 * Works with ffmpeg 4.1 as well as 5.1: no `-hls_master_name` (5.1 only; master.m3u8 is written by
 * verifyCmafOutput), and the segment names spelt out, because 4.1 names mp4 segments `.mp4` where
 * 5.1 says `.m4s` (the media origin and its caching rules expect `.m4s`).
 */
export function cmafOutputArgs(options: CmafOutputOptions): string[] {
  const gopFrames = Math.max(1, Math.round(SEGMENT_SECONDS * options.fps));
  return [
    ...['-c:v', 'libx264', '-preset', options.x264Preset ?? 'veryfast', '-pix_fmt', 'yuv420p'],
    ...['-g', String(gopFrames), '-keyint_min', String(gopFrames), '-sc_threshold', '0'],
    ...options.renditions.flatMap((rendition, index) => [
      `-b:v:${index}`,
      `${rendition.videoBitrateKbps}k`,
      `-maxrate:v:${index}`,
      `${Math.round(rendition.videoBitrateKbps * 1.1)}k`,
      `-bufsize:v:${index}`,
      `${rendition.videoBitrateKbps * 2}k`,
    ]),
    ...(options.audioOutputs ? multiAudioArgs(options.audioOutputs) : []),
    ...(!options.audioOutputs && options.hasAudio ? ['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2', '-ar', '48000'] : []),
    ...((options.audioOutputs ? options.audioOutputs.length > 0 : options.hasAudio) && options.fastAudio ? ['-aac_coder', 'fast'] : []),
    ...['-f', 'dash', '-dash_segment_type', 'mp4', '-seg_duration', String(SEGMENT_SECONDS)],
    ...['-use_template', '1', '-use_timeline', '1'],
    ...['-adaptation_sets', adaptationSets(options)],
    ...['-init_seg_name', 'init-stream$RepresentationID$.m4s', '-media_seg_name', 'chunk-stream$RepresentationID$-$Number%05d$.m4s'],
    ...['-hls_playlist', '1'],
    ...(options.withProgress ? ['-progress', 'pipe:1', '-nostats'] : []),
    join(options.outDir, DASH_MANIFEST_NAME),
  ];
}

function multiAudioArgs(outputs: readonly CmafAudioOutput[]): string[] {
  if (outputs.length === 0) return [];
  return [
    ...['-c:a', 'aac', '-ac', '2', '-ar', '48000'],
    ...outputs.flatMap((output, index) => [`-b:a:${index}`, `${output.bitrateKbps}k`, `-metadata:s:a:${index}`, `language=${output.language}`]),
  ];
}

/** `id=0,streams=v` plus the audio: one set for the single audio stream, or one per audioOutputs set. */
function adaptationSets(options: CmafOutputOptions): string {
  if (!options.audioOutputs) return options.hasAudio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v';
  const videoCount = options.renditions.length;
  const sets = new Map<number, number[]>();
  options.audioOutputs.forEach((output, index) => sets.set(output.set, [...(sets.get(output.set) ?? []), videoCount + index]));
  const audio = [...sets.values()].map((streams, index) => `id=${index + 1},streams=${streams.join(',')}`);
  return ['id=0,streams=v', ...audio].join(' ');
}

/**
 * Writes master.m3u8 for what cmafOutputArgs wrote, checks and tidies it all; throws rather than
 * publish a stream players would reject.
 */
export async function verifyCmafOutput(outDir: string, renditionCount: number): Promise<HlsVariant[]> {
  await writeCmafMasterPlaylist(outDir);
  const variants = await finaliseHlsPlaylists(outDir, renditionCount);
  await verifyDashManifest(outDir, renditionCount);
  return variants;
}

export function progressReader(onProgress: (encodedSeconds: number) => void): (line: string) => void {
  return (line) => {
    // ffmpeg 4.1 and 5.1 write microseconds under both names (out_time_ms is a historical misnomer).
    const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
    if (match?.[1]) onProgress(Number(match[1]) / 1_000_000);
  };
}

async function verifyDashManifest(outDir: string, expectedVideoRepresentations: number): Promise<void> {
  const manifest = await readFile(join(outDir, DASH_MANIFEST_NAME), 'utf8');
  const videoRepresentations = manifest.match(/<Representation[^>]*mimeType="video\/mp4"/g) ?? [];
  if (videoRepresentations.length < expectedVideoRepresentations) {
    throw new Error(`${DASH_MANIFEST_NAME} has ${videoRepresentations.length} video representations, expected ${expectedVideoRepresentations}`);
  }
}
