// Referral links (SPEC 4 'Mini registration', 'Profile referral'): a referrer is attached once,
// never the user themself, never closing a cycle (A refers B refers A).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, normalizeReferralCode } from '@ott/contract';
import { users } from '../../lib/db/schema.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import type { Queryable } from './db-types.ts';

export type ReferralCheck = { ok: true; referrer: UserRow; code: string } | { ok: false; message: string };

/** Case-insensitive: codes are stored upper-cased and the unique index serves the lookup. */
export async function findReferrerByCode(db: Queryable, raw: string | null | undefined): Promise<UserRow | undefined> {
  const code = normalizeReferralCode(raw);
  if (code.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** True when `candidateReferrerId`'s chain of referrers already contains `userId`. */
async function wouldCloseCycle(db: Queryable, userId: number, candidateReferrerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive chain(id, referred_by_id, depth) as (
      select id, referred_by_id, 0 from ${users} where id = ${candidateReferrerId}
      union all
      select u.id, u.referred_by_id, c.depth + 1 from ${users} u join chain c on u.id = c.referred_by_id
      where c.depth < 64
    )
    select 1 as hit from chain where id = ${userId} limit 1`);
  return result.rows.length > 0;
}

export async function checkReferral(db: Queryable, userId: number, raw: string | null | undefined): Promise<ReferralCheck> {
  const referrer = await findReferrerByCode(db, raw);
  if (!referrer) return { ok: false, message: MESSAGES.invalidReferral };
  if (referrer.id === userId) return { ok: false, message: MESSAGES.ownReferral };
  if (await wouldCloseCycle(db, userId, referrer.id)) return { ok: false, message: MESSAGES.invalidReferral };
  return { ok: true, referrer, code: referrer.referralCode };
}

/**
 * Attaches the referrer when the user has none yet. Call inside a transaction: the advisory lock
 * serialises attachments so two opposite links cannot both pass the cycle check.
 */
export async function attachReferrer(tx: Queryable, userId: number, raw: string | null | undefined): Promise<ReferralCheck> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-attach'))`);
  const check = await checkReferral(tx, userId, raw);
  if (!check.ok) return check;
  await tx
    .update(users)
    .set({ referredById: check.referrer.id, referralCodeUsed: check.code, referredAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.referredById)));
  return check;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** A letter or digit starts an initial; punctuation and markup characters never do. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * How a referrer is named to whoever types their code (issue 12): the first word of the first name
 * and the last name's initial ("Ravi K."), never the full name and never the phone. Anyone can
 * type a code, so this is all a stranger may learn. The initial is a whole grapheme, so a Telugu
 * surname keeps its vowel sign ("కు."). The client shows it as text, never as HTML.
 */
export function referrerName(row: Pick<UserRow, 'firstName' | 'lastName'>): string {
  const first = (row.firstName ?? '').trim().split(/\s+/u)[0] ?? '';
  if (!first) return 'User';
  const initial = [...graphemes.segment((row.lastName ?? '').trim())].find((g) => LETTER_OR_DIGIT.test(g.segment))?.segment;
  return initial ? `${first} ${initial.toLocaleUpperCase('en-IN')}.` : first;
}
