import { open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countSegmentSamples, readInitSegment, type Mp4TrackInfo } from './mp4-boxes.ts';

export interface HlsVariant {
  readonly uri: string;
  readonly bandwidth: number;
  readonly width: number;
  readonly height: number;
  readonly codecs: string;
}

export const HLS_MASTER_NAME = 'master.m3u8';
export const DASH_MANIFEST_NAME = 'manifest.mpd';

/** The dash muxer's media playlists (`-hls_playlist 1`), one per output stream: media_<index>.m3u8. */
const MEDIA_PLAYLIST = /^media_(\d+)\.m3u8$/;
const AUDIO_GROUP = 'group_A1';
/** The first bytes of a segment hold its moof (the frame count): enough to read. */
const SEGMENT_HEAD_BYTES = 64 * 1024;

export interface MeasuredPlaylist {
  readonly uri: string;
  readonly track: Mp4TrackInfo;
  /** Highest bit rate of a segment, short last segments aside, and the bit rate over the whole stream. */
  readonly peakBitsPerSecond: number;
  readonly averageBitsPerSecond: number;
  readonly framesPerSecond?: number;
}

/**
 * Writes master.m3u8 for the dash muxer's media playlists, in TypeScript rather than by the muxer:
 * ffmpeg 4.1 (the npm build used when no ffmpeg is on PATH) has no `-hls_master_name`, and the
 * muxer's BANDWIDTH is the requested bit rate rather than what was encoded. Every attribute is
 * measured from the files: CODECS, RESOLUTION and CHANNELS from the init segments, BANDWIDTH (peak)
 * and AVERAGE-BANDWIDTH from the segments' sizes and durations (video plus audio), FRAME-RATE from
 * the frames in a segment. Variants are written in stream order (tallest first, as mapped);
 * finaliseHlsPlaylists then puts the lowest rung first.
 */
export async function writeCmafMasterPlaylist(outDir: string): Promise<void> {
  const names = (await readdir(outDir))
    .map((name) => ({ name, index: Number(MEDIA_PLAYLIST.exec(name)?.[1] ?? Number.NaN) }))
    .filter((entry) => Number.isInteger(entry.index))
    .sort((a, b) => a.index - b.index);
  const measured = await Promise.all(names.map(({ name }) => measureMediaPlaylist(outDir, name)));
  const video = measured.filter((playlist) => playlist.track.kind === 'video');
  const audio = measured.find((playlist) => playlist.track.kind === 'audio');
  if (video.length === 0) throw new Error(`${outDir} has no video media playlist to list in ${HLS_MASTER_NAME}`);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (audio) {
    const channels = audio.track.channels ? `,CHANNELS="${audio.track.channels}"` : '';
    lines.push(`#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME="audio",DEFAULT=YES,AUTOSELECT=YES${channels},URI="${audio.uri}"`);
  }
  for (const variant of video) {
    const attributes = [
      `BANDWIDTH=${Math.ceil(variant.peakBitsPerSecond + (audio?.peakBitsPerSecond ?? 0))}`,
      `AVERAGE-BANDWIDTH=${Math.ceil(variant.averageBitsPerSecond + (audio?.averageBitsPerSecond ?? 0))}`,
      `RESOLUTION=${variant.track.width ?? 0}x${variant.track.height ?? 0}`,
      ...(variant.framesPerSecond ? [`FRAME-RATE=${variant.framesPerSecond.toFixed(3)}`] : []),
      `CODECS="${[variant.track.codec, ...(audio ? [audio.track.codec] : [])].join(',')}"`,
      ...(audio ? [`AUDIO="${AUDIO_GROUP}"`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri);
  }
  await writeFile(join(outDir, HLS_MASTER_NAME), `${lines.join('\n')}\n`);
}

interface MediaSegment {
  readonly uri: string;
  readonly seconds: number;
}

/** The EXT-X-MAP URI and the segments (duration, URI) of a media playlist. */
export function parseMediaPlaylist(playlist: string): { readonly initUri: string | undefined; readonly segments: MediaSegment[] } {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  const initUri = map ? parseAttributes(map.slice('#EXT-X-MAP:'.length)).get('URI') : undefined;
  const segments: MediaSegment[] = [];
  let seconds: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.length > 0 && !line.startsWith('#') && seconds !== undefined) {
      segments.push({ uri: line, seconds });
      seconds = undefined;
    }
  }
  return { initUri, segments };
}

export async function measureMediaPlaylist(outDir: string, uri: string): Promise<MeasuredPlaylist> {
  const { initUri, segments } = parseMediaPlaylist(await readFile(join(outDir, uri), 'utf8'));
  if (!initUri) throw new Error(`${uri} has no EXT-X-MAP init segment`);
  if (segments.length === 0) throw new Error(`${uri} lists no segment`);
  const track = readInitSegment(await readFile(join(outDir, initUri)));
  const sizes = await Promise.all(segments.map(async (segment) => (await stat(join(outDir, segment.uri))).size));
  const rates = segments.map((segment, i) => ({ seconds: segment.seconds, bitsPerSecond: ((sizes[i] ?? 0) * 8) / Math.max(segment.seconds, 0.001) }));
  // A last segment of a few frames is mostly its keyframe: its rate says nothing about the stream.
  const longest = Math.max(...segments.map((segment) => segment.seconds));
  const full = rates.filter((rate) => rate.seconds >= longest / 2);
  const totalSeconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const totalBits = sizes.reduce((sum, size) => sum + size * 8, 0);
  const firstFull = segments.find((segment) => segment.seconds >= longest / 2) ?? segments[0];
  return {
    uri,
    track,
    peakBitsPerSecond: Math.max(...full.map((rate) => rate.bitsPerSecond)),
    averageBitsPerSecond: totalBits / Math.max(totalSeconds, 0.001),
    framesPerSecond: track.kind === 'video' && firstFull ? await framesPerSecond(join(outDir, firstFull.uri), firstFull.seconds) : undefined,
  };
}

async function framesPerSecond(segmentFile: string, seconds: number): Promise<number | undefined> {
  const file = await open(segmentFile, 'r');
  try {
    const head = Buffer.alloc(SEGMENT_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const frames = countSegmentSamples(head.subarray(0, bytesRead));
    return frames > 0 && seconds > 0 ? frames / seconds : undefined;
  } finally {
    await file.close();
  }
}

/**
 * Checks what Shaka needs from the HLS output (CODECS and RESOLUTION on every variant, an
 * EXT-X-MAP init segment and an end list in every media playlist), makes the media playlists
 * deterministic, and lists the lowest rung first in the master playlist. Throws rather than
 * publish a stream players would reject. The variants come back in the master's order as
 * written (tallest first).
 */
export async function finaliseHlsPlaylists(outDir: string, expectedVariantCount: number): Promise<HlsVariant[]> {
  const masterPath = join(outDir, HLS_MASTER_NAME);
  const master = await readFile(masterPath, 'utf8');
  const variants = parseMasterVariants(master);
  if (variants.length < expectedVariantCount) {
    throw new Error(`${HLS_MASTER_NAME} lists ${variants.length} variant streams, expected ${expectedVariantCount}`);
  }
  const mediaUris = new Set([...variants.map((variant) => variant.uri), ...parseRenditionUris(master)]);
  for (const uri of mediaUris) await finaliseMediaPlaylist(join(outDir, uri));
  await writeFile(masterPath, lowestRungFirst(master));
  return variants;
}

/**
 * The master playlist with its variant streams ordered by BANDWIDTH, lowest first: a browser's own
 * HLS player (Safari, Android) starts on the first variant listed, and a viewer on a mobile network
 * should see the first frame of the smallest rung, then climb (issue 13). Every other line keeps
 * its place ahead of the variants.
 */
export function lowestRungFirst(master: string): string {
  const lines = master.split(/\r?\n/);
  const head: string[] = [];
  const variants: { bandwidth: number; lines: string[] }[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) {
      head.push(line);
      continue;
    }
    const uriAt = lines.findIndex((next, j) => j > i && next.trim().length > 0 && !next.startsWith('#'));
    if (uriAt === -1) {
      head.push(line);
      continue;
    }
    const bandwidth = Number(parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)).get('BANDWIDTH'));
    variants.push({ bandwidth: Number.isFinite(bandwidth) ? bandwidth : Infinity, lines: [line, lines[uriAt]!] });
    i = uriAt;
  }
  if (variants.length < 2) return master;
  const sorted = [...variants].sort((a, b) => a.bandwidth - b.bandwidth).flatMap((variant) => [...variant.lines, '']);
  return [...head.filter((line) => line.trim().length > 0), ...sorted].join('\n');
}

export function parseMasterVariants(master: string): HlsVariant[] {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const variants: HlsVariant[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const attributes = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    const uri = lines.slice(index + 1).find((next) => next.length > 0 && !next.startsWith('#'));
    const [width, height] = (attributes.get('RESOLUTION') ?? '').split('x').map(Number);
    const bandwidth = Number(attributes.get('BANDWIDTH'));
    const codecs = attributes.get('CODECS');
    if (!uri || !width || !height || !bandwidth || !codecs) {
      throw new Error(`${HLS_MASTER_NAME} variant is missing URI, RESOLUTION, BANDWIDTH or CODECS: ${line}`);
    }
    variants.push({ uri, bandwidth, width, height, codecs });
  });
  return variants;
}

function parseRenditionUris(master: string): string[] {
  return master
    .split(/\r?\n/)
    .filter((line) => line.startsWith('#EXT-X-MEDIA:'))
    .map((line) => parseAttributes(line.slice('#EXT-X-MEDIA:'.length)).get('URI'))
    .filter((uri): uri is string => uri !== undefined);
}

export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, name, value] = match;
    if (name && value !== undefined) attributes.set(name, value.replace(/^"(.*)"$/, '$1'));
  }
  return attributes;
}

async function finaliseMediaPlaylist(path: string): Promise<void> {
  const playlist = await readFile(path, 'utf8');
  if (!playlist.includes('#EXT-X-MAP:')) throw new Error(`${path} has no EXT-X-MAP init segment`);
  if (!playlist.includes('#EXT-X-ENDLIST')) throw new Error(`${path} is not a finished VOD playlist`);
  // The muxer stamps wall-clock EXT-X-PROGRAM-DATE-TIME on a VOD asset: meaningless, it makes
  // every run differ, and players that sync renditions by it would trust it. Drop it.
  const lines = playlist.split('\n').filter((line) => !line.startsWith('#EXT-X-PROGRAM-DATE-TIME:'));
  if (!lines.some((line) => line.startsWith('#EXT-X-PLAYLIST-TYPE:'))) {
    const versionIndex = lines.findIndex((line) => line.startsWith('#EXT-X-VERSION:'));
    lines.splice(Math.max(versionIndex, 0) + 1, 0, '#EXT-X-PLAYLIST-TYPE:VOD');
  }
  await writeFile(path, lines.join('\n'));
}
