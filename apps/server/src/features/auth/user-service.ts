import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { users } from '../../lib/db/schema.ts';
import type { UserRow } from '../../lib/http/session-context.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REFERRAL_CODE_LENGTH = 8;
const MAX_CODE_TRIES = 8;

/** 8 upper-case alphanumerics from a CSPRNG (codes are shared publicly, so not guessable). */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/**
 * The user with this phone, created on first login. `on conflict do nothing` absorbs both a
 * concurrent first login (phone taken → read it) and a referral-code collision (→ new code).
 */
export async function findOrCreateUser(db: Database, phone: string): Promise<{ user: UserRow; isNew: boolean }> {
  for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt += 1) {
    const existing = await findUserByPhone(db, phone);
    if (existing) return { user: existing, isNew: false };
    const [created] = await db
      .insert(users)
      .values({ phone, referralCode: generateReferralCode() })
      .onConflictDoNothing()
      .returning();
    if (created) return { user: created, isNew: true };
  }
  throw new Error('could not allocate a unique referral code');
}

/**
 * Records the admin role for a phone listed in ADMIN_PHONES (SPEC 6 admin actions) at sign-in.
 * The role is only ever granted here; removing a phone from the list does not demote a stored role.
 */
export async function grantConfiguredAdminRole(db: Database, user: UserRow, adminPhones: readonly string[]): Promise<UserRow> {
  if (user.role === 'admin' || !adminPhones.includes(user.phone)) return user;
  const [updated] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
