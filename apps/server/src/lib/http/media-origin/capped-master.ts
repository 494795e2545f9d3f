// `master.m3u8?max_height=N` (issue 13.3): the master playlist without the variants taller than N
// pixels (the lowest stays when none fits). A browser's own HLS player has no setting for the
// largest rendition, so the hero promo asks for its element's height: a phone then never pulls
// 720p segments for a 560-pixel-high box (1.15 MB in three segments, measured), as Shaka's
// restrictToElementSize did before the hero moved to native HLS.
import type { MediaFileInfo } from './media-file-cache.ts';

const STREAM_INF = '#EXT-X-STREAM-INF:';
const MIN_HEIGHT = 1;
const MAX_HEIGHT = 4320;

/** The N of `max_height=N` in a URL's query, or null when absent or not a sensible height. */
export function maxHeightOf(url: string): number | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const value = new URLSearchParams(url.slice(query + 1)).get('max_height');
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const height = Number(value);
  return height >= MIN_HEIGHT && height <= MAX_HEIGHT ? height : null;
}

const heightOf = (streamInf: string) =>
  Number(/RESOLUTION=\d+x(\d+)/.exec(streamInf)?.[1] ?? Number.NaN);

/** The master without variants taller than maxHeight; unchanged when it lists no variant sizes. */
export function capMasterHeight(master: string, maxHeight: number): string {
  const lines = master.split('\n');
  const variants: { at: number; uriAt: number; height: number }[] = [];
  lines.forEach((line, at) => {
    if (!line.startsWith(STREAM_INF)) return;
    const uriAt = lines.findIndex(
      (next, j) => j > at && next.trim() !== '' && !next.startsWith('#'),
    );
    const height = heightOf(line);
    if (uriAt !== -1 && Number.isFinite(height)) variants.push({ at, uriAt, height });
  });
  if (variants.length < 2) return master;
  const lowest = Math.min(...variants.map((v) => v.height));
  const dropped = new Set(
    variants
      .filter((v) => v.height > maxHeight && v.height !== lowest)
      .flatMap((v) => [v.at, v.uriAt]),
  );
  return dropped.size === 0 ? master : lines.filter((_, i) => !dropped.has(i)).join('\n');
}

/** The file's answer as a capped master: the same validators, told apart by a suffix. */
export function cappedMasterInfo(
  info: MediaFileInfo,
  maxHeight: number,
  master: string,
): MediaFileInfo {
  const bytes = Buffer.from(capMasterHeight(master, maxHeight));
  const etag = info.etag.endsWith('"') ? `${info.etag.slice(0, -1)}-h${maxHeight}"` : info.etag;
  return { ...info, size: bytes.length, bytes, etag };
}
