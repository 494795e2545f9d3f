// Profile settings (SPEC 2.16, 4 'Profile referral'): validate everything first, then write the
// picture and the row, so a refused request changes nothing.
import { and, eq } from 'drizzle-orm';
import { MESSAGES, normalizeReferralCode, type UpdateProfileBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { constituencies, districts, states, users } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import { attachReferrer, checkReferral } from '../auth/index.ts';

type UserUpdate = Partial<typeof users.$inferInsert>;
const regionError = (field: string) => badRequest(MESSAGES.invalidRegion, { [field]: [MESSAGES.invalidRegion] });

async function districtInState(db: Database, districtId: number, stateId: number | null) {
  if (stateId === null) return false;
  const [row] = await db.select({ id: districts.id }).from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.stateId, stateId))).limit(1);
  return Boolean(row);
}

async function constituencyInDistrict(db: Database, constituencyId: number, districtId: number | null) {
  if (districtId === null) return false;
  const [row] = await db.select({ id: constituencies.id }).from(constituencies)
    .where(and(eq(constituencies.id, constituencyId), eq(constituencies.districtId, districtId))).limit(1);
  return Boolean(row);
}

/**
 * Region ids sent must exist and nest with the levels above (sent or stored). A level changed
 * without its lower levels drops stored lower levels that no longer nest.
 */
async function regionUpdate(db: Database, user: UserRow, body: UpdateProfileBody): Promise<UserUpdate> {
  if (body.state === undefined && body.district === undefined && body.constituency === undefined) return {};
  let stateId = user.stateId;
  if (body.state !== undefined) {
    const [row] = await db.select({ id: states.id }).from(states).where(eq(states.id, body.state)).limit(1);
    if (!row) throw regionError('state');
    stateId = body.state;
  }
  let districtId = user.districtId;
  if (body.district !== undefined) {
    if (!(await districtInState(db, body.district, stateId))) throw regionError('district');
    districtId = body.district;
  } else if (districtId !== null && !(await districtInState(db, districtId, stateId))) districtId = null;
  let constituencyId = user.constituencyId;
  if (body.constituency !== undefined) {
    if (!(await constituencyInDistrict(db, body.constituency, districtId))) throw regionError('constituency');
    constituencyId = body.constituency;
  } else if (constituencyId !== null && !(await constituencyInDistrict(db, constituencyId, districtId))) constituencyId = null;
  return { stateId, districtId, constituencyId };
}

export async function updateProfile(
  db: Database,
  user: UserRow,
  body: UpdateProfileBody,
  storePicture?: () => Promise<string>,
): Promise<UserRow> {
  const update: UserUpdate = {
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name }),
    ...(body.email !== undefined && { email: body.email }),
    ...(body.gender !== undefined && { gender: body.gender }),
    ...(body.date_of_birth !== undefined && { dateOfBirth: body.date_of_birth }),
    ...(body.mandal !== undefined && { mandal: body.mandal }),
    ...(body.village !== undefined && { village: body.village }),
    ...(body.pincode !== undefined && { pincode: body.pincode }),
    ...(body.address !== undefined && { address: body.address }),
    ...(await regionUpdate(db, user, body)),
    updatedAt: new Date(),
  };

  // SPEC 4 'Profile referral': a referrer is attached once; a code sent again later is ignored.
  const code = normalizeReferralCode(body.referral_code);
  const wantsReferrer = code.length > 0 && user.referredById === null;
  if (wantsReferrer) {
    const check = await checkReferral(db, user.id, code);
    if (!check.ok) throw badRequest(check.message, { referral_code: [check.message] });
  }
  if (storePicture) update.profilePicture = await storePicture();

  return db.transaction(async (tx) => {
    if (wantsReferrer) {
      const attached = await attachReferrer(tx, user.id, code);
      if (!attached.ok) throw badRequest(attached.message, { referral_code: [attached.message] });
    }
    const [saved] = await tx.update(users).set(update).where(eq(users.id, user.id)).returning();
    if (!saved) throw badRequest(MESSAGES.profileUpdateFailed);
    return saved;
  });
}
