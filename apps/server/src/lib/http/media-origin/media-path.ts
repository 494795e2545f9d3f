// Which file a media URL names, and whether it may be served (ARCHITECTURE 6, issue 13.6). Read from
// the raw URL so the fast path needs no router: `/media/{file}` for open media, and
// `/media/s/{token}/{file}` for `protected/` files, where the token grants the file's directory
// (lib/media-url.ts; nginx checks the same token in front of us, deploy/nginx/).
import { mediaTokenDir, PROTECTED_PREFIX, readMediaToken } from '../../media-url.ts';

export const MEDIA_PREFIX = '/media/';
const SIGNED_PREFIX = '/media/s/';
const PROTECTED_ROOT = PROTECTED_PREFIX.replace(/\/$/, '');

export interface MediaFile {
  kind: 'file';
  file: string;
  access: 'public' | 'private';
}

export type MediaTarget = MediaFile | { kind: 'bad-request' | 'not-found' | 'forbidden' };

const NOT_FOUND = { kind: 'not-found' } as const;

/**
 * A relative path inside the media dir, or null. Dot segments, empty segments, backslashes and NUL
 * are refused rather than normalised: browsers never send them, and refusing leaves nothing to get
 * wrong (`demo/../protected/x` must not reach a protected file by the open route).
 */
function safeRelative(encoded: string): string | null | 'bad-encoding' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return 'bad-encoding';
  }
  if (decoded === '' || decoded.includes('\\') || decoded.includes('\0')) return null;
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return null;
  }
  return decoded;
}

/**
 * Grants already checked, so the segments of one playback (hundreds per token) pay for one MD5,
 * not one each (issue 13.6: a signed segment cost 5x nginx's CPU). Keyed by token and directory;
 * bounded; forgotten when full.
 */
const verified = new Map<string, { secret: string; validUntil: number }>();
const MAX_VERIFIED = 4096;

function isGranted(secret: string, token: string, file: string, now: number): boolean {
  const key = `${token}/${mediaTokenDir(file)}`;
  const known = verified.get(key);
  if (known?.secret === secret) return known.validUntil >= now;
  const validUntil = readMediaToken(secret, token, file, now);
  if (validUntil === null) return false;
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(key, { secret, validUntil });
  return true;
}

/** Parses a request URL that starts with MEDIA_PREFIX. `now` is the signing clock (tests). */
export function resolveMediaUrl(url: string, secret: string, now = Date.now()): MediaTarget {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname.startsWith(SIGNED_PREFIX)) {
    const slash = pathname.indexOf('/', SIGNED_PREFIX.length);
    if (slash === -1) return NOT_FOUND;
    const file = safeRelative(pathname.slice(slash + 1));
    if (file === 'bad-encoding') return { kind: 'bad-request' };
    if (file === null) return NOT_FOUND;
    if (!isGranted(secret, pathname.slice(SIGNED_PREFIX.length, slash), file, now)) return { kind: 'forbidden' };
    return { kind: 'file', file, access: 'private' };
  }
  const file = safeRelative(pathname.slice(MEDIA_PREFIX.length));
  if (file === 'bad-encoding') return { kind: 'bad-request' };
  if (file === null) return NOT_FOUND;
  if (file === PROTECTED_ROOT || file.startsWith(PROTECTED_PREFIX)) return { kind: 'forbidden' };
  return { kind: 'file', file, access: 'public' };
}
