// POST /users/complete-registration/: mini form (SPEC 2.6) and full form (SPEC 2.7), check-params style.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CompleteRegistrationResponse, ErrorResponse, MESSAGES } from '@ott/contract';
import { constituencies, districts, states, users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from './sign-in.ts';

let t: TestApp;
let region: { state: number; district: number; constituency: number; otherDistrict: number };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const suffix = crypto.randomBytes(3).toString('hex');
  const [s1] = await db.insert(states).values({ name: `Telangana ${suffix}` }).returning();
  const [s2] = await db.insert(states).values({ name: `Andhra Pradesh ${suffix}` }).returning();
  const [d1] = await db.insert(districts).values({ stateId: s1!.id, name: 'Warangal' }).returning();
  const [d2] = await db.insert(districts).values({ stateId: s2!.id, name: 'Guntur' }).returning();
  const [c1] = await db.insert(constituencies).values({ districtId: d1!.id, name: 'Hanamkonda' }).returning();
  region = { state: s1!.id, district: d1!.id, constituency: c1!.id, otherDistrict: d2!.id };
});
afterAll(async () => {
  await t.close();
});

const mini = { first_name: ' Ravi ', last_name: 'Kumar', address: ' 12 Main Road ' };
const full = () => ({
  ...mini,
  email: 'ravi@example.com',
  state: region.state,
  district: String(region.district),
  constituency: region.constituency,
  mandal: 'Kazipet',
  village: 'Madikonda',
  pincode: '506001',
  referral_code: null,
});
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /users/complete-registration/', () => {
  it('saves the mini form and answers user + csrf_token + message', async () => {
    const { client, user, phone } = await signIn(t);
    const res = await client.post(API.completeRegistration, { ...mini, phone: `+91 ${phone}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = CompleteRegistrationResponse.parse(res.json());
    expect(body.message).toBe('Registration completed successfully!');
    expect(body.csrf_token).toBe(client.cookie('csrftoken'));
    expect(body.user).toMatchObject({ id: user.id, first_name: 'Ravi', last_name: 'Kumar', address: '12 Main Road', state: null });
  });

  it('saves the full form with region names', async () => {
    const { client } = await signIn(t);
    const res = await client.post(API.completeRegistration, full());
    expect(res.statusCode, res.body).toBe(200);
    const { user } = CompleteRegistrationResponse.parse(res.json());
    expect(user).toMatchObject({
      email: 'ravi@example.com',
      state: region.state,
      district: region.district,
      constituency: region.constituency,
      district_name: 'Warangal',
      constituency_name: 'Hanamkonda',
      mandal: 'Kazipet',
      village: 'Madikonda',
      pincode: '506001',
    });
    expect(user.state_name).toMatch(/^Telangana/);
  });

  it.each([
    [{ first_name: undefined }, 'first_name', MESSAGES.firstNameRequired],
    [{ first_name: '   ' }, 'first_name', MESSAGES.firstNameRequired],
    [{ last_name: '' }, 'last_name', MESSAGES.lastNameRequired],
    [{ last_name: undefined }, 'last_name', MESSAGES.lastNameRequired],
    [{ address: '  ' }, 'address', MESSAGES.addressRequired],
    [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    [{ pincode: '5060' }, 'pincode', MESSAGES.pincodeDigits],
    [{ pincode: '' }, 'pincode', MESSAGES.pincodeRequired],
    [{ state: null }, 'state', MESSAGES.stateRequired],
    [{ state: '' }, 'state', MESSAGES.stateRequired],
    [{ district: undefined }, 'district', MESSAGES.districtRequired],
    [{ constituency: null }, 'constituency', MESSAGES.constituencyRequired],
    [{ mandal: '' }, 'mandal', MESSAGES.mandalRequired],
    [{ village: undefined }, 'village', MESSAGES.villageRequired],
    [{ district: 'nine' }, 'district', 'District must be a number'],
  ])('refuses %j with the spec message under the field and writes nothing', async (patch, field, message) => {
    const { client, user } = await signIn(t);
    const res = await client.post(API.completeRegistration, { ...full(), ...patch });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body.message).toBe(message);
    if (message !== MESSAGES.invalidRequest) expect(body.errors?.[field]?.[0]).toBe(message);
    expect(body.errors?.[field]).toBeDefined();
    expect((await userRow(user.id)).firstName).toBeNull();
  });

  it('refuses regions that do not exist or do not nest', async () => {
    const { client, user } = await signIn(t);
    const cases = [
      { state: 999_999 },
      { district: region.otherDistrict },
      { constituency: 999_999 },
    ];
    for (const patch of cases) {
      const res = await client.post(API.completeRegistration, { ...full(), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidRegion);
    }
    expect((await userRow(user.id)).stateId).toBeNull();
  });

  it('refuses another user’s phone with 403 and writes nothing', async () => {
    const other = await signIn(t);
    const { client, user } = await signIn(t);
    const res = await client.post(API.completeRegistration, { ...mini, phone: other.phone });
    expect(res.statusCode).toBe(403);
    expect((await userRow(user.id)).firstName).toBeNull();
    expect((await userRow(other.user.id)).firstName).toBeNull();
  });

  it('needs a session (401)', async () => {
    const res = await new TestClient(t.app).post(API.completeRegistration, mini);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.loginRequired);
    const malformed = await new TestClient(t.app).post(API.completeRegistration, {});
    expect(malformed.statusCode).toBe(401);
  });

  it('needs the CSRF header with a cookie session, not with a bearer token', async () => {
    const { client, token, user } = await signIn(t);
    const res = await client.post(API.completeRegistration, mini, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await userRow(user.id)).firstName).toBeNull();

    const bearer = new TestClient(t.app);
    bearer.token = token;
    const ok = await bearer.post(API.completeRegistration, mini, { bearer: true, csrf: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(CompleteRegistrationResponse.parse(ok.json()).csrf_token.length).toBeGreaterThan(10);
  });

  it('answers malformed JSON with 400', async () => {
    const { client } = await signIn(t);
    const res = await client.request('POST', API.completeRegistration, '{"first_name":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
