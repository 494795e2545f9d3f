// Who redeemed a code and when (issue 17.4): the newest REDEMPTIONS_SHOWN, phones masked (an editor
// needs to see that a code was used, not whose number it was).
import { count, desc, eq } from 'drizzle-orm';
import {
  CODES_ADMIN_MESSAGES as M,
  maskPhone,
  REDEMPTIONS_SHOWN,
  type CodeRedemptionsResponse,
} from '@ott/contract';
import { codeRedemptions, subscriptionCodes, users } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { selectCodes } from './code-rows.ts';

export async function codeRedemptionsOf(
  db: Queryable,
  id: number,
  now = new Date(),
): Promise<Omit<CodeRedemptionsResponse, 'status'>> {
  const [code] = await selectCodes(db, eq(subscriptionCodes.id, id), 1, now);
  if (!code) throw notFound(M.codeNotFound);
  const [counted] = await db
    .select({ total: count() })
    .from(codeRedemptions)
    .where(eq(codeRedemptions.codeId, id));
  const rows = await db
    .select({ id: codeRedemptions.id, phone: users.phone, at: codeRedemptions.createdAt })
    .from(codeRedemptions)
    .innerJoin(users, eq(users.id, codeRedemptions.userId))
    .where(eq(codeRedemptions.codeId, id))
    .orderBy(desc(codeRedemptions.createdAt), desc(codeRedemptions.id))
    .limit(REDEMPTIONS_SHOWN);
  return {
    code,
    total: counted?.total ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      phone: maskPhone(row.phone),
      redeemed_at: row.at.toISOString(),
    })),
  };
}
