// Signed media URLs (ARCHITECTURE 6): paid streams live under `protected/` and are reachable only
// through `/media/s/{token}/protected/...`, where the token binds a directory, a user and an expiry.
// HLS/DASH segment URLs are relative, so they inherit the signed prefix of their playlist.
import path from 'node:path';
import { hmacSha256, safeEqual } from './http/tokens.ts';

export const PROTECTED_PREFIX = 'protected/';

export function publicMediaUrl(baseUrl: string, mediaPath: string): string {
  return `${baseUrl}/${mediaPath.replace(/^\/+/, '')}`;
}

export function signedMediaUrl(opts: {
  baseUrl: string;
  secret: string;
  mediaPath: string;
  userId: number;
  ttlSeconds?: number;
  now?: number;
}): string {
  const clean = opts.mediaPath.replace(/^\/+/, '');
  const dir = path.posix.dirname(clean);
  const exp = Math.floor((opts.now ?? Date.now()) / 1000) + (opts.ttlSeconds ?? 6 * 3600);
  const payload = `${dir}|${opts.userId}|${exp}`;
  const token = Buffer.from(`${dir}|${opts.userId}|${exp}|${hmacSha256(opts.secret, payload)}`).toString('base64url');
  return `${opts.baseUrl}/s/${token}/${clean}`;
}

/** Returns the directory a token grants, or null when it is forged, expired or malformed. */
export function verifyMediaToken(secret: string, token: string, now = Date.now()): string | null {
  return readMediaToken(secret, token, now)?.dir ?? null;
}

/** A valid token's directory and the last millisecond it is valid, or null. */
export function readMediaToken(secret: string, token: string, now = Date.now()): { dir: string; validUntil: number } | null {
  let decoded: string;
  try {
    decoded = Buffer.from(token, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  const parts = decoded.split('|');
  if (parts.length !== 4) return null;
  const [dir, userId, exp, sig] = parts as [string, string, string, string];
  if (!/^\d+$/.test(exp) || Number(exp) * 1000 < now) return null;
  return safeEqual(sig, hmacSha256(secret, `${dir}|${userId}|${exp}`)) ? { dir, validUntil: Number(exp) * 1000 } : null;
}

/** Media URL for a stored path: plain for open media, signed for `protected/` when allowed. */
export function mediaUrlFor(opts: {
  baseUrl: string;
  secret: string;
  mediaPath: string | null;
  userId: number | null;
  /** Signing clock and lifetime (see signedMediaUrl); callers may round `now` for stable URLs. */
  now?: number;
  ttlSeconds?: number;
}): string | null {
  if (!opts.mediaPath) return null;
  if (!opts.mediaPath.replace(/^\/+/, '').startsWith(PROTECTED_PREFIX)) {
    return publicMediaUrl(opts.baseUrl, opts.mediaPath);
  }
  if (opts.userId === null) return null;
  return signedMediaUrl({ ...opts, mediaPath: opts.mediaPath, userId: opts.userId });
}
