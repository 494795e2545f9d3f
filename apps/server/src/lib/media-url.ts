// Signed media URLs (ARCHITECTURE 6, issue 14.2): paid streams live under `protected/` and are
// reachable only through `/media/s/{token}/protected/.../{file}`. The token grants the directory
// the file is in (a title's stream: master, playlists, init and media segments side by side) until
// an expiry, and names no user: every entitled viewer of a title in the same minute gets the same
// URL, so an edge cache keeps one copy of a segment for all of them.
//
//   token = `${expires}-${hash}`     expires: Unix seconds; hash: base64url (no padding) of
//   hash  = MD5(`${expires}/${dir} ${secret}`)      dir: the file's directory, e.g. protected/demo/x
//
// That is exactly what nginx's stock secure_link module checks (deploy/nginx/media-edge.conf.template:
// `secure_link $hash,$expires; secure_link_md5 "$expires$dir secret";`), so an edge verifies it with
// no call to Node; Node's own media origin (the embedded mode, no nginx) checks the same thing.
// MD5 is the module's only digest; with the secret last and every signed string chosen by us, the
// known MD5 weaknesses (collisions, length extension) give a forger nothing (docs/decisions.md).
// HLS/DASH segment URLs are relative, so they inherit the signed prefix of their playlist.
import crypto from 'node:crypto';
import path from 'node:path';
import { MEDIA_TOKEN_LIFETIME_SECONDS, MEDIA_TOKEN_STEP_SECONDS } from '@ott/contract';
import { safeEqual } from './http/tokens.ts';

export const PROTECTED_PREFIX = 'protected/';

/** `{expires}-{hash}`: up to 12 digits (any date this side of year 30000), 22 base64url characters. */
const TOKEN = /^(\d{1,12})-([A-Za-z0-9_-]{22})$/;

export function publicMediaUrl(baseUrl: string, mediaPath: string): string {
  return `${baseUrl}/${mediaPath.replace(/^\/+/, '')}`;
}

/** The directory a media path's token must grant ('protected/demo/x/master.m3u8' → 'protected/demo/x'). */
export const mediaTokenDir = (mediaPath: string): string => path.posix.dirname(mediaPath.replace(/^\/+/, ''));

const hashOf = (secret: string, dir: string, expires: number) =>
  crypto.createHash('md5').update(`${expires}/${dir} ${secret}`).digest('base64url');

/** The token for every file directly in `dir` (no leading or trailing slash) until `expires` (Unix seconds). */
export function mediaToken(secret: string, dir: string, expires: number): string {
  return `${expires}-${hashOf(secret, dir, expires)}`;
}

type Instant = Date | number | null | undefined;

/**
 * The expiry (Unix seconds) of a token handed out at `now`: MEDIA_TOKEN_LIFETIME_SECONDS ahead,
 * rounded down to the step so concurrent viewers share one URL (9-10 minutes then), and never later
 * than any of `limits` (the viewer's session end, their subscription or rental end; null = none).
 * Null when a limit has already passed: there is nothing to grant.
 */
export function mediaTokenExpiry(now: number, limits: readonly Instant[] = []): number | null {
  const step = MEDIA_TOKEN_STEP_SECONDS;
  let expires = Math.floor((now / 1000 + MEDIA_TOKEN_LIFETIME_SECONDS) / step) * step;
  for (const limit of limits) {
    if (limit === null || limit === undefined) continue;
    const ms = typeof limit === 'number' ? limit : limit.getTime();
    expires = Math.min(expires, Math.floor(ms / 1000));
  }
  return expires * 1000 > now ? expires : null;
}

export function signedMediaUrl(opts: {
  baseUrl: string;
  secret: string;
  mediaPath: string;
  /** Unix seconds; when absent, `now` (default the clock) plus `ttlSeconds` (default the lifetime). */
  expires?: number;
  now?: number;
  ttlSeconds?: number;
}): string {
  const clean = opts.mediaPath.replace(/^\/+/, '');
  const expires =
    opts.expires ?? Math.floor((opts.now ?? Date.now()) / 1000) + (opts.ttlSeconds ?? MEDIA_TOKEN_LIFETIME_SECONDS);
  return `${opts.baseUrl}/s/${mediaToken(opts.secret, mediaTokenDir(clean), expires)}/${clean}`;
}

/**
 * The last millisecond `token` lets `file` (a relative path, already checked for dot segments) be
 * read, or null when the token is malformed, forged, expired, or for another directory. Only files
 * directly inside a directory below `protected/` can be granted, as nginx's location regex does.
 */
export function readMediaToken(secret: string, token: string, file: string, now = Date.now()): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return null;
  const dir = mediaTokenDir(file);
  if (!dir.startsWith(PROTECTED_PREFIX)) return null;
  return safeEqual(match[2] as string, hashOf(secret, dir, expires)) ? expires * 1000 : null;
}

/** Whether a stored media path is paid media (served only with a token). */
export const isProtectedMediaPath = (mediaPath: string): boolean =>
  mediaPath.replace(/^\/+/, '').startsWith(PROTECTED_PREFIX);

/**
 * Media URL for a stored path: plain for open media; for `protected/`, signed until `expires`
 * (mediaTokenExpiry of the viewer's limits), or null when the viewer gets no access (expires null).
 */
export function mediaUrlFor(opts: {
  baseUrl: string;
  secret: string;
  mediaPath: string | null;
  expires: number | null;
}): string | null {
  if (!opts.mediaPath) return null;
  if (!isProtectedMediaPath(opts.mediaPath)) return publicMediaUrl(opts.baseUrl, opts.mediaPath);
  if (opts.expires === null) return null;
  return signedMediaUrl({ baseUrl: opts.baseUrl, secret: opts.secret, mediaPath: opts.mediaPath, expires: opts.expires });
}
