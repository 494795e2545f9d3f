// Reads behind the referral card and details (SPEC 2.17, 3 'Referral info').
import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { maskPhone, MESSAGES, type ReferredUser } from '@ott/contract';
import type { Config } from '../../config.ts';
import { users } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';

/**
 * The invitation link a referral QR encodes: {origin}/login?ref={code}. The origin is the
 * configured public one, else the request's (protocol and host as Fastify reads them, which
 * honours X-Forwarded-* only when TRUST_PROXY says so).
 */
export function inviteUrl(config: Pick<Config, 'publicBaseUrl'>, req: FastifyRequest, code: string): string {
  let origin = config.publicBaseUrl;
  if (!origin) {
    try {
      origin = new URL(`${req.protocol}://${req.host}`).origin;
    } catch {
      throw badRequest(MESSAGES.invalidRequest);
    }
  }
  return `${origin}/login?ref=${encodeURIComponent(code)}`;
}

/**
 * Every direct referral that still has an account, newest first: the users_referred_by index
 * finds them, the sort is over one referrer's list. Phones leave the server masked.
 */
export async function listReferredUsers(db: Queryable, referrerId: number, now = new Date()): Promise<ReferredUser[]> {
  const rows = await db
    .select({
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      referredAt: users.referredAt,
      createdAt: users.createdAt,
      subscriptionEnd: users.subscriptionEnd,
    })
    .from(users)
    .where(and(eq(users.referredById, referrerId), isNull(users.deletedAt)))
    .orderBy(sql`coalesce(${users.referredAt}, ${users.createdAt}) desc`, desc(users.id));
  return rows.map((row) => ({
    phone: maskPhone(row.phone),
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    joined_at: (row.referredAt ?? row.createdAt).toISOString(),
    is_subscribed: row.subscriptionEnd !== null && row.subscriptionEnd.getTime() > now.getTime(),
  }));
}

/** Validator for the QR: same invitation link, same rendering → same image. */
export function qrEtag(url: string, renderVersion: string): string {
  return `"${crypto.createHash('sha1').update(`${renderVersion}\n${url}`).digest('base64url')}"`;
}
