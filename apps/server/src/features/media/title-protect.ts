// Protected (paid, rental) titles: the CMAF ladder, encoded clear in a private work directory, copied
// (not re-encoded) into MPEG-TS segments encrypted whole with HLS AES-128, as package-aes-hls.ts does
// for the demo (docs/decisions.md 'Protected demo content': ffmpeg 5.1 cannot encrypt fMP4 HLS).
// Each rung becomes a video-only TS variant and each audio track its own encrypted audio rendition,
// which Shaka transmuxes in the browser. One ffmpeg run writes them all. The key reaches ffmpeg
// through a key-info file in a private temporary directory, removed afterwards.
import { createDecipheriv } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFfmpegPath, resolveFfprobePath } from './ffmpeg-path.ts';
import { parseMediaPlaylist } from './hls-playlists.ts';
import { progressReader } from './package-cmaf.ts';
import { runProcess } from './run-process.ts';
import { joinCmafStream, type MasterStream, type TitleLadderLayout } from './title-ladder.ts';

export interface TitleProtection {
  readonly keyUri: string;
  readonly key: Buffer;
  readonly iv: Buffer;
}

export interface ProtectedStreams {
  readonly video: MasterStream[];
  readonly audio: MasterStream[];
  readonly lowAudio: MasterStream[];
  /** The first video PTS of the TS segments in 90 kHz ticks, for WebVTT X-TIMESTAMP-MAP. */
  readonly firstPts90k: number;
}

const SEGMENT_SECONDS = 2;

export function assertProtection(protection: TitleProtection): void {
  if (protection.key.length !== 16 || protection.iv.length !== 16) throw new Error('AES-128 needs a 16-byte key and IV');
  if (/[\r\n"]/.test(protection.keyUri) || protection.keyUri.length === 0) throw new Error('key URI must be one line without quotes');
}

export interface ProtectTitleOptions {
  /** Holds the clear CMAF ladder (media_<n>.m3u8 and segments); never published. */
  readonly clearDir: string;
  /** Where the encrypted renditions go (the staging dir published as outDir). */
  readonly outDir: string;
  readonly layout: TitleLadderLayout;
  readonly protection: TitleProtection;
  readonly durationSeconds: number;
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export async function protectTitle(options: ProtectTitleOptions): Promise<ProtectedStreams> {
  const { layout, protection } = options;
  assertProtection(protection);
  const streams = [
    ...layout.renditions.map((rendition, index) => ({ stream: index, dir: `video-${index}-${rendition.height}p`, kind: 'video' as const })),
    ...layout.audioStreams.map((stream, index) => ({ stream, dir: `audio-${index}-${safe(layout.audioTracks[index]?.language)}`, kind: 'audio' as const })),
    ...layout.lowAudioStreams.map((stream, index) => ({ stream, dir: `audio-${index}-${safe(layout.audioTracks[index]?.language)}-low`, kind: 'lowAudio' as const })),
  ];
  for (const entry of streams) {
    await joinCmafStream(options.clearDir, `media_${entry.stream}.m3u8`, join(options.clearDir, `joined-${entry.stream}.mp4`));
  }
  const secretDir = await mkdtemp(join(tmpdir(), 'ott-title-aes-'));
  try {
    const keyFile = join(secretDir, 'content.key');
    const keyInfoFile = join(secretDir, 'key-info');
    await writeFile(keyFile, protection.key, { mode: 0o600 });
    await writeFile(keyInfoFile, `${protection.keyUri}\n${keyFile}\n${protection.iv.toString('hex')}\n`, { mode: 0o600 });
    await mkdir(options.outDir, { recursive: true });
    await runProcess(
      resolveFfmpegPath(),
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
        ...streams.flatMap((entry) => ['-i', join(options.clearDir, `joined-${entry.stream}.mp4`)]),
        ...streams.flatMap((entry, input) => [
          ...['-map', `${input}:${entry.kind === 'video' ? 'v' : 'a'}:0`, '-c', 'copy', '-map_metadata', '-1'],
          ...(entry.kind === 'video' ? ['-bsf:v', 'h264_mp4toannexb'] : []),
          ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
          ...['-hls_flags', 'independent_segments', '-hls_key_info_file', keyInfoFile],
          // Flat, named by stream: a protected title's signed URL grants one directory (lib/media-url.ts).
          ...['-hls_segment_filename', join(options.outDir, `${entry.dir}-%05d.ts`)],
          join(options.outDir, `${entry.dir}.m3u8`),
        ]),
        ...(options.onProgress ? ['-progress', 'pipe:1', '-nostats'] : []),
      ],
      {
        signal: options.signal,
        onStdoutLine: options.onProgress
          ? progressReader((seconds) => options.onProgress?.(Math.min(1, seconds / Math.max(options.durationSeconds, 0.001))))
          : undefined,
      },
    );
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
  const measured = await Promise.all(streams.map((entry) => measureTsPlaylist(options.outDir, `${entry.dir}.m3u8`)));
  const pick = (kind: string) => measured.filter((_, index) => streams[index]?.kind === kind);
  const firstVideo = streams.find((entry) => entry.kind === 'video');
  const firstPts90k = firstVideo ? await firstSegmentPts(options, `${firstVideo.dir}.m3u8`) : 0;
  return { video: pick('video'), audio: pick('audio'), lowAudio: pick('lowAudio'), firstPts90k };
}

function safe(language: string | undefined): string {
  return (language ?? 'und').replace(/[^A-Za-z0-9-]/g, '') || 'und';
}

/** Peak (full segments) and average bit rate of a TS media playlist, from its files. */
async function measureTsPlaylist(outDir: string, uri: string): Promise<MasterStream> {
  const { segments } = parseMediaPlaylist(await readFile(join(outDir, uri), 'utf8'));
  if (segments.length === 0) throw new Error(`${uri} lists no segment`);
  if (!(await readFile(join(outDir, uri), 'utf8')).includes('#EXT-X-KEY:METHOD=AES-128')) throw new Error(`${uri} is not encrypted`);
  const base = uri.slice(0, uri.lastIndexOf('/') + 1);
  const sizes = await Promise.all(segments.map(async (segment) => (await stat(join(outDir, base + segment.uri))).size));
  const longest = Math.max(...segments.map((segment) => segment.seconds));
  const rates = segments.flatMap((segment, index) =>
    segment.seconds >= longest / 2 ? [((sizes[index] ?? 0) * 8) / Math.max(segment.seconds, 0.001)] : [],
  );
  const totalSeconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const totalBits = sizes.reduce((sum, size) => sum + size * 8, 0);
  return { uri, peakBitsPerSecond: Math.max(...rates), averageBitsPerSecond: totalBits / Math.max(totalSeconds, 0.001) };
}

/** Decrypts the first segment (in the private clear dir) to read where its timestamps start. */
async function firstSegmentPts(options: ProtectTitleOptions, uri: string): Promise<number> {
  const { segments } = parseMediaPlaylist(await readFile(join(options.outDir, uri), 'utf8'));
  const first = segments[0];
  if (!first) return 0;
  const base = uri.slice(0, uri.lastIndexOf('/') + 1);
  const decipher = createDecipheriv('aes-128-cbc', options.protection.key, options.protection.iv);
  const clear = Buffer.concat([decipher.update(await readFile(join(options.outDir, base + first.uri))), decipher.final()]);
  const clearFile = join(options.clearDir, 'first-segment.ts');
  await writeFile(clearFile, clear);
  const { stdout } = await runProcess(resolveFfprobePath(), [
    ...['-v', 'error', '-of', 'csv=p=0', '-show_entries', 'format=start_time', clearFile],
  ]);
  await rm(clearFile, { force: true });
  const startSeconds = Number.parseFloat(stdout.trim());
  return Number.isFinite(startSeconds) ? Math.round(startSeconds * 90_000) : 0;
}
