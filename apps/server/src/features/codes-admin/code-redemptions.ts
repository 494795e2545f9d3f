// Who redeemed a code and when (issue 17.4): pages of REDEMPTIONS_SHOWN, newest first, phones masked
// (an editor needs to see that a code was used, not whose number it was). Ids rise with time, so the
// page cursor is the last id shown; the rows come through code_redemptions_code_user's code prefix.
import { and, count, desc, eq, lt } from 'drizzle-orm';
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
  cursor?: number,
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
    .where(and(eq(codeRedemptions.codeId, id), cursor ? lt(codeRedemptions.id, cursor) : undefined))
    .orderBy(desc(codeRedemptions.id))
    .limit(REDEMPTIONS_SHOWN + 1);
  const page = rows.slice(0, REDEMPTIONS_SHOWN);
  return {
    code,
    total: counted?.total ?? 0,
    next_cursor: rows.length > REDEMPTIONS_SHOWN ? page.at(-1)!.id : null,
    data: page.map((row) => ({
      id: row.id,
      phone: maskPhone(row.phone),
      redeemed_at: row.at.toISOString(),
    })),
  };
}
