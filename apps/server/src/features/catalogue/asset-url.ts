// Image, promo and stream columns hold either a full URL an operator pasted ('https://…') or a path
// relative to the media origin ('art/video-7/poster.0123456789ab.jpg', 'demo/x/master.m3u8',
// 'protected/…'); the server never stores a host or the '/media' prefix of its own media (issue 14),
// so every URL handed out is built here, per request, from MEDIA_BASE_URL.
import { publicMediaUrl } from '../../lib/media-url.ts';

/**
 * What rows held before issue 14 (the seed wrote `${MEDIA_BASE_URL}/…` with the default base). The
 * migration 0009_relative_media_paths rewrites them; a value still in that form (written by an
 * old instance during a rolling deploy) is read as the relative path after it.
 */
export const LEGACY_MEDIA_PREFIX = '/media/';

/** A scheme ('https:', 'data:') or a protocol-relative '//host': not a path of ours. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The media-origin path of a stored value that names our own media, or null when it is elsewhere
 * (an operator's full URL or another path of the site). A full URL under the current media base
 * counts as ours, so it can be signed like a stored path.
 */
export function ownMediaPath(mediaBaseUrl: string, value: string): string | null {
  if (mediaBaseUrl !== '' && value.startsWith(`${mediaBaseUrl}/`)) return value.slice(mediaBaseUrl.length + 1);
  if (value.startsWith(LEGACY_MEDIA_PREFIX)) return value.slice(LEGACY_MEDIA_PREFIX.length);
  if (ABSOLUTE.test(value) || value.startsWith('/')) return null;
  return value;
}

/** The URL a client loads for a stored image/promo value: our media under MEDIA_BASE_URL, anything else as stored. */
export function assetUrl(mediaBaseUrl: string, value: string | null): string | null {
  if (!value) return null;
  const mediaPath = ownMediaPath(mediaBaseUrl, value);
  return mediaPath === null ? value : publicMediaUrl(mediaBaseUrl, mediaPath);
}
