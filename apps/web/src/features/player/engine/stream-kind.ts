import type { StreamKind } from './types.ts';

const MIME_TYPES: Record<StreamKind, string> = {
  hls: 'application/x-mpegurl',
  dash: 'application/dash+xml',
  mp4: 'video/mp4',
};

/** The kind a URL's path says it is; query strings (signed URLs) are ignored. */
export function guessStreamKind(url: string): StreamKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mpd')) return 'dash';
  return 'mp4';
}

/**
 * Handing the engine the MIME type up front spares it a HEAD request to sniff the manifest type,
 * one round trip less before the first frame.
 */
export function mimeTypeFor(kind: StreamKind): string {
  return MIME_TYPES[kind];
}

/**
 * The same title in the other adaptive format (SPEC 2.12 'A DASH stream error falls back to the
 * alternate stream'): our CMAF pipeline writes master.m3u8 and manifest.mpd side by side over one
 * set of segments. Null for any other URL, whose twin cannot be known.
 */
export function alternateStreamUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^(.*\/)(master\.m3u8|manifest\.mpd)([?#].*)?$/.exec(url);
  if (!match) return null;
  const [, dir, name, rest = ''] = match;
  return `${dir}${name === 'master.m3u8' ? 'manifest.mpd' : 'master.m3u8'}${rest}`;
}
