// Mini registration (SPEC 2.6, 5) and the full form (SPEC 2.7, 5) on one endpoint. The full form is
// recognised by any location field; then every location field is required and must nest.
import { and, eq } from 'drizzle-orm';
import type { CompleteRegistrationBody } from '@ott/contract';
import { MESSAGES, normalizeReferralCode } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { constituencies, districts, states, users } from '../../lib/db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import { attachReferrer, checkReferral } from './referral-service.ts';

type FieldErrors = Record<string, string[]>;
type UserUpdate = Partial<typeof users.$inferInsert>;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const LOCATION_FIELDS = ['state', 'district', 'constituency', 'mandal', 'village', 'pincode'] as const;

function locationErrors(body: CompleteRegistrationBody): FieldErrors {
  const errors: FieldErrors = {};
  const required: [keyof CompleteRegistrationBody, string][] = [
    ['state', MESSAGES.stateRequired],
    ['district', MESSAGES.districtRequired],
    ['constituency', MESSAGES.constituencyRequired],
    ['mandal', MESSAGES.mandalRequired],
    ['village', MESSAGES.villageRequired],
    ['pincode', MESSAGES.pincodeRequired],
  ];
  for (const [field, message] of required) if (isBlank(body[field])) errors[field] = [message];
  return errors;
}

/** District inside the state, constituency inside the district; each id must exist. */
async function regionErrors(db: Database, stateId: number, districtId: number, constituencyId: number) {
  const errors: FieldErrors = {};
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId)).limit(1);
  if (!state) return { state: [MESSAGES.invalidRegion] };
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.stateId, stateId)))
    .limit(1);
  if (!district) return { district: [MESSAGES.invalidRegion] };
  const [constituency] = await db
    .select({ id: constituencies.id })
    .from(constituencies)
    .where(and(eq(constituencies.id, constituencyId), eq(constituencies.districtId, districtId)))
    .limit(1);
  if (!constituency) errors.constituency = [MESSAGES.invalidRegion];
  return errors;
}

function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/** Validates everything first (nothing is written on error), then saves in one transaction. */
export async function completeRegistration(db: Database, user: UserRow, body: CompleteRegistrationBody) {
  const update: UserUpdate = {
    firstName: body.first_name,
    lastName: body.last_name,
    address: body.address,
    updatedAt: new Date(),
  };
  if (body.email !== undefined) update.email = body.email || null;

  const isFullForm = LOCATION_FIELDS.some((field) => !isBlank(body[field]));
  if (isFullForm) {
    throwIfAny(locationErrors(body));
    const [stateId, districtId, constituencyId] = [body.state, body.district, body.constituency].map(Number) as [number, number, number];
    throwIfAny(await regionErrors(db, stateId, districtId, constituencyId));
    Object.assign(update, {
      stateId,
      districtId,
      constituencyId,
      mandal: body.mandal ?? null,
      village: body.village ?? null,
      pincode: body.pincode ?? null,
    });
  }

  // A referrer, once fixed, never changes: a code sent again later is simply ignored.
  const code = normalizeReferralCode(body.referral_code);
  const wantsReferrer = code.length > 0 && user.referredById === null;
  if (wantsReferrer) {
    const check = await checkReferral(db, user.id, code);
    if (!check.ok) throw badRequest(check.message, { referral_code: [check.message] });
  }

  return db.transaction(async (tx) => {
    if (wantsReferrer) {
      const attached = await attachReferrer(tx, user.id, code);
      if (!attached.ok) throw badRequest(attached.message, { referral_code: [attached.message] });
    }
    const [saved] = await tx.update(users).set(update).where(eq(users.id, user.id)).returning();
    if (!saved) throw badRequest(MESSAGES.registrationFailed);
    return saved;
  });
}
