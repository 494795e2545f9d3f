import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface HlsVariant {
  readonly uri: string;
  readonly bandwidth: number;
  readonly width: number;
  readonly height: number;
  readonly codecs: string;
}

export const HLS_MASTER_NAME = 'master.m3u8';
export const DASH_MANIFEST_NAME = 'manifest.mpd';

/**
 * Checks what Shaka needs from the dash muxer's HLS output (CODECS and RESOLUTION on every
 * variant, an EXT-X-MAP init segment and an end list in every media playlist), makes the
 * media playlists deterministic, and lists the lowest rung first in the master playlist.
 * Throws rather than publish a stream players would reject. The variants come back in the
 * muxer's order (tallest first).
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

function parseAttributes(list: string): Map<string, string> {
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
