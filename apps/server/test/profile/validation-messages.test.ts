// Issue 12: a 211-character first name showed zod's own text as a toast ("Too big: expected string
// to have <=60 characters"). Every 400 from the profile and registration routes words the field
// and its limit plainly, lists the failures as data, and saves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ErrorResponse } from '@ott/contract';
import { users } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { multipart, postMultipart } from './multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG = 'A'.repeat(211);
const ZOD_WORDS = /expected|Too big|Too small|Invalid input|Invalid option|Unrecognized|received/i;
const row = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

function expectPlain(body: ErrorResponse) {
  const texts = [body.message, ...Object.values(body.errors ?? {}).flat()];
  for (const text of texts) expect(text).not.toMatch(ZOD_WORDS);
}

describe('validation messages in plain words', () => {
  it('refuses a 211-character first name on the profile form (multipart) and saves nothing', async () => {
    const { client, phone, user } = await signIn(t);
    const res = await postMultipart(client, multipart({ phone, first_name: LONG, village: 'Madikonda' }));
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body.message).toBe('First name must be at most 60 characters');
    expect(body.errors?.first_name).toEqual(['First name must be at most 60 characters']);
    expect(body.problems).toEqual([{ field: 'first_name', rule: 'too_long', limit: 60 }]);
    const saved = await row(user.id);
    expect(saved.firstName).toBeNull();
    expect(saved.village).toBeNull();
  });

  it('refuses the same name on registration (JSON through the route schema)', async () => {
    const { client, user } = await signIn(t);
    const res = await client.post(API.completeRegistration, { first_name: LONG, last_name: 'Kumar', address: 'Guntur' });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body.message).toBe('First name must be at most 60 characters');
    expect(body.problems?.[0]).toEqual({ field: 'first_name', rule: 'too_long', limit: 60 });
    expect((await row(user.id)).firstName).toBeNull();
  });

  it.each([
    [API.updateProfile, { last_name: 'B'.repeat(61) }, 'Last name must be at most 60 characters'],
    [API.updateProfile, { mandal: 'M'.repeat(101) }, 'Mandal must be at most 100 characters'],
    [API.updateProfile, { address: 'X'.repeat(301) }, 'Address must be at most 300 characters'],
    [API.updateProfile, { gender: 'X' }, 'Gender must be one of: M, F, O'],
    [API.updateProfile, { state: 'abc' }, 'State must be a number'],
    [API.updateProfile, { first_name: 42 }, 'First name is not valid'],
    [API.updateProfile, { referral_code: 'R'.repeat(40) }, 'Referral code must be at most 32 characters'],
    [API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'A'.repeat(301) }, 'Address must be at most 300 characters'],
    [API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur', village: 'V'.repeat(101) }, 'Village must be at most 100 characters'],
    [API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur', pincode: '5225' }, 'Pincode must be exactly 6 digits'],
    [API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur', email: 'nope' }, 'Please enter a valid email address'],
    [API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'Guntur', district: 'nine' }, 'District must be a number'],
  ])('%s %j → "%s"', async (path, body, message) => {
    const { client } = await signIn(t);
    const res = await client.post(path, body);
    expect(res.statusCode).toBe(400);
    const answer = ErrorResponse.parse(res.json());
    expect(answer.message).toBe(message);
    expectPlain(answer);
  });

  it('judges a wrong type on what was sent: a missing id is required, a word is not a number', async () => {
    const { client } = await signIn(t);
    const missing = ErrorResponse.parse((await client.get(API.frontendVideos)).json());
    expect(missing).toMatchObject({ message: 'Village id is required', problems: [{ field: 'village_id', rule: 'required' }] });
    const word = ErrorResponse.parse((await client.get(`${API.frontendVideos}?village_id=abc`)).json());
    expect(word).toMatchObject({ message: 'Village id must be a number', problems: [{ field: 'village_id', rule: 'not_a_number' }] });
  });

  it('never lets zod’s own words through, whatever the body', async () => {
    const { client } = await signIn(t);
    const bodies: unknown[] = [{ first_name: [] }, { first_name: {} }, { state: -1, district: 1.5 }, { email: 5 }, { gender: null, pincode: 7 }];
    const requests = [
      ...bodies.map((body) => [API.updateProfile, body] as const),
      ...[...bodies, [], 7, { first_name: 'Ravi' }].map((body) => [API.completeRegistration, body] as const),
    ];
    for (const [path, body] of requests) {
      const res = await client.post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expectPlain(ErrorResponse.parse(res.json()));
    }
  });
});
