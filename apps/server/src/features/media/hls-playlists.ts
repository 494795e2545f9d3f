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
 * variant, an EXT-X-MAP init segment and an end list in every media playlist) and makes the
 * media playlists deterministic. Throws rather than publish a stream players would reject.
 */
export async function finaliseHlsPlaylists(outDir: string, expectedVariantCount: number): Promise<HlsVariant[]> {
  const master = await readFile(join(outDir, HLS_MASTER_NAME), 'utf8');
  const variants = parseMasterVariants(master);
  if (variants.length < expectedVariantCount) {
    throw new Error(`${HLS_MASTER_NAME} lists ${variants.length} variant streams, expected ${expectedVariantCount}`);
  }
  const mediaUris = new Set([...variants.map((variant) => variant.uri), ...parseRenditionUris(master)]);
  for (const uri of mediaUris) await finaliseMediaPlaylist(join(outDir, uri));
  return variants;
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
