// Seek-bar thumbnails (issue 15.3): a WebVTT file whose cues name tiles in sprite JPEGs,
// `HH:MM:SS.mmm --> HH:MM:SS.mmm` then `trickplay-sprite-0.jpg#xywh=x,y,w,h`. The sprite URL is
// relative to the VTT file (whose URL may be signed, /media/s/{token}/protected/...), so it is
// resolved against the VTT's own URL. Lines that do not fit are skipped; nothing here throws.

export interface TrickPlayTile {
  /** Seconds. */
  start: number;
  end: number;
  /** The sprite's absolute URL (no fragment). */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
const XYWH = /^(\d+),(\d+),(\d+),(\d+)$/;

/** `HH:MM:SS.mmm` or `MM:SS.mmm` (WebVTT timestamps) in seconds; NaN when malformed. */
export function parseVttTimestamp(text: string): number {
  const match = /^(?:(\d+):)?([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis.padEnd(3, '0')) / 1000;
}

/** `sprite.jpg#xywh=x,y,w,h` resolved against `base`; null without a usable fragment. */
export function parseTileReference(reference: string, base: string): Pick<TrickPlayTile, 'url' | 'x' | 'y' | 'width' | 'height'> | null {
  const hash = reference.indexOf('#');
  if (hash <= 0) return null;
  const fragment = reference.slice(hash + 1);
  const xywh = fragment.startsWith('xywh=') ? XYWH.exec(fragment.slice(5).replace(/^pixel:/, '')) : null;
  if (!xywh) return null;
  const [x, y, width, height] = xywh.slice(1).map(Number) as [number, number, number, number];
  if (width <= 0 || height <= 0) return null;
  try {
    const url = new URL(reference.slice(0, hash), base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { url: url.href, x, y, width, height };
  } catch {
    return null;
  }
}

/**
 * The tiles of a trick-play WebVTT file, by start time. `vttUrl` is where the file came from
 * (absolute, or relative to the page); sprite references are resolved against it.
 */
export function parseTrickPlayVtt(text: string, vttUrl: string, pageUrl = globalThis.location?.href): TrickPlayTile[] {
  let base: string;
  try {
    base = new URL(vttUrl, pageUrl).href;
  } catch {
    return [];
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!lines[0]?.startsWith('WEBVTT')) return [];
  const tiles: TrickPlayTile[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const timing = TIMING.exec(lines[i]!);
    if (!timing) continue;
    const start = parseVttTimestamp(timing[1]!);
    const end = parseVttTimestamp(timing[2]!);
    const reference = lines[i + 1]?.trim();
    if (!reference || !(end > start)) continue;
    const tile = parseTileReference(reference, base);
    if (!tile) continue;
    tiles.push({ start, end, ...tile });
    i += 1;
  }
  return tiles.sort((a, b) => a.start - b.start);
}

/**
 * The tile showing `seconds`: the last one starting at or before it, if it has not ended (past the
 * last tile's end, the last tile: the end of a film may fall after its last sample); null when none.
 */
export function tileAt(tiles: readonly TrickPlayTile[], seconds: number): TrickPlayTile | null {
  let low = 0;
  let high = tiles.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tiles[mid]!.start <= seconds) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const tile = found >= 0 ? tiles[found]! : null;
  return tile && (seconds < tile.end || found === tiles.length - 1) ? tile : null;
}
