// Who is asking for a code (issue 16.1): the browser, by a signed `ott_device` cookie the server
// hands out, and the address. The cookie is only a name for a browser, never a credential: a
// script that drops it is counted by its address instead, and a new cookie starts with no history.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInDevices } from '../../lib/db/schema.ts';
import type { Deps } from '../../lib/deps.ts';
import { hmacSha256, randomToken, safeEqual, sha256 } from '../../lib/http/tokens.ts';

export const DEVICE_COOKIE = 'ott_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Requester {
  ip: string;
  /** The browser's device id: the one its cookie carried, or the one handed out with this answer. */
  device: string;
  /** True when the request brought no valid cookie (a first visit, or a script that drops cookies). */
  minted: boolean;
}

const sign = (deps: Deps, id: string) => hmacSha256(deps.config.sessionSecret, `device:${id}`).slice(0, 32);

function deviceFromCookie(deps: Deps, value: string | undefined): string | null {
  const [id, signature, extra] = value?.split('.') ?? [];
  if (!id || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  return safeEqual(signature, sign(deps, id)) ? id : null;
}

/** Reads the requester; a browser without a valid device cookie is given one for next time. */
export function requesterOf(deps: Deps, req: FastifyRequest, reply: FastifyReply): Requester {
  const device = deviceFromCookie(deps, req.cookies[DEVICE_COOKIE]);
  if (device) return { ip: req.ip, device, minted: false };
  const id = randomToken(18);
  reply.setCookie(DEVICE_COOKIE, `${id}.${sign(deps, id)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge: YEAR_SECONDS,
  });
  return { ip: req.ip, device: id, minted: true };
}

/** The rate-limit name of a requester's browser for a number's buckets. */
export const deviceKey = (requester: Requester) => `d:${requester.device}`;

/**
 * The address's name too when the request brought no cookie, so a script that drops cookies is
 * counted by where it comes from (a person's new phone on the same Wi-Fi is counted there too).
 */
export const addressKey = (requester: Requester): string | null => (requester.minted ? `ip:${requester.ip}` : null);

/** True when this browser has signed in to `phone` before. */
export async function isKnownDevice(deps: Deps, phone: string, requester: Requester): Promise<boolean> {
  if (requester.minted) return false;
  const [row] = await deps.db
    .select({ phone: signInDevices.phone })
    .from(signInDevices)
    .where(and(eq(signInDevices.phone, phone), eq(signInDevices.deviceHash, sha256(requester.device))))
    .limit(1);
  return Boolean(row);
}

/** Remembers a successful sign-in of this browser to `phone`. */
export async function rememberDevice(deps: Deps, phone: string, requester: Requester): Promise<void> {
  await deps.db
    .insert(signInDevices)
    .values({ phone, deviceHash: sha256(requester.device) })
    .onConflictDoUpdate({ target: [signInDevices.phone, signInDevices.deviceHash], set: { lastSignInAt: sql`now()` } });
}
