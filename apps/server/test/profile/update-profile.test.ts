// POST /users/update-profile/ (SPEC 7): JSON and multipart, own phone only, regions must nest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MESSAGES, UpdateProfileResponse } from '@ott/contract';
import { constituencies, districts, states, users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { multipart, postMultipart } from './multipart.ts';

let t: TestApp;
let region: { state: number; district: number; constituency: number; otherDistrict: number };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const suffix = crypto.randomBytes(3).toString('hex');
  const [s1] = await db.insert(states).values({ name: `Telangana ${suffix}` }).returning();
  const [s2] = await db.insert(states).values({ name: `Andhra ${suffix}` }).returning();
  const [d1] = await db.insert(districts).values({ stateId: s1!.id, name: 'Warangal' }).returning();
  const [d2] = await db.insert(districts).values({ stateId: s2!.id, name: 'Guntur' }).returning();
  const [c1] = await db.insert(constituencies).values({ districtId: d1!.id, name: 'Hanamkonda' }).returning();
  region = { state: s1!.id, district: d1!.id, constituency: c1!.id, otherDistrict: d2!.id };
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const row = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /users/update-profile/', () => {
  it('updates the non-empty JSON fields and returns the user', async () => {
    const { client, phone, user } = await signIn(t);
    const res = await client.post(API.updateProfile, {
      phone,
      first_name: ' Ravi ',
      last_name: 'Kumar',
      email: '',
      gender: 'M',
      date_of_birth: '1990-01-01',
      state: region.state,
      district: String(region.district),
      constituency: region.constituency,
      mandal: 'Kazipet',
      pincode: '506001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = UpdateProfileResponse.parse(res.json());
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.user).toMatchObject({ id: user.id, first_name: 'Ravi', gender: 'M', date_of_birth: '1990-01-01', constituency: region.constituency, constituency_name: 'Hanamkonda', pincode: '506001', email: null });
  });

  it('accepts multipart with a tiny PNG and serves it back as a square WebP', async () => {
    const { client, phone } = await signIn(t);
    const res = await postMultipart(client, multipart({ phone, village: 'Madikonda' }, { name: 'me.png', data: PNG, type: 'image/png' }));
    expect(res.statusCode, res.body).toBe(200);
    const { user } = UpdateProfileResponse.parse(res.json());
    expect(user.village).toBe('Madikonda');
    expect(user.profile_picture).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-512\.webp$/);
    const image = await client.get(user.profile_picture!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(fs.existsSync(path.join(t.deps.config.uploadsDir, path.basename(user.profile_picture!)))).toBe(true);
  });

  it('refuses a file that is not an image with 400', async () => {
    const { client, phone, user } = await signIn(t);
    const res = await postMultipart(client, multipart({ phone, first_name: 'Evil' }, { name: 'x.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidProfilePicture);
    expect((await row(user.id)).firstName).not.toBe('Evil');
  });

  it('refuses a bad email', async () => {
    const { client } = await signIn(t);
    const res = await client.post(API.updateProfile, { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('refuses regions that do not nest', async () => {
    const { client, user } = await signIn(t);
    const res = await client.post(API.updateProfile, { state: region.state, district: region.otherDistrict, first_name: 'Nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidRegion);
    const bad = await client.post(API.updateProfile, { state: region.state, district: region.district, constituency: 999999 });
    expect(bad.statusCode).toBe(400);
    expect((await row(user.id)).districtId).toBeNull();
  });

  it('refuses another phone with 403 and writes nothing', async () => {
    const other = await signIn(t);
    const { client, user } = await signIn(t);
    const res = await client.post(API.updateProfile, { phone: other.phone, first_name: 'Hacker' });
    expect(res.statusCode).toBe(403);
    expect((await row(user.id)).firstName).not.toBe('Hacker');
    expect((await row(other.user.id)).firstName).not.toBe('Hacker');
  });

  it('needs a session (401) and the CSRF header on cookie sessions', async () => {
    expect((await new TestClient(t.app).post(API.updateProfile, { first_name: 'A' })).statusCode).toBe(401);
    const { client, user } = await signIn(t);
    const res = await client.post(API.updateProfile, { first_name: 'NoCsrf' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.csrfFailed);
    expect((await row(user.id)).firstName).not.toBe('NoCsrf');
  });

  it('attaches a referral code once', async () => {
    const referrer = await signIn(t);
    const { client, user } = await signIn(t);
    const res = await client.post(API.updateProfile, { referral_code: referrer.user.referral_code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(user.id)).referredById).toBe(referrer.user.id);
    const invalid = await signIn(t);
    const bad = await invalid.client.post(API.updateProfile, { referral_code: 'ZZZZZZZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidReferral);
  });
});
