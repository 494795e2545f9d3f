// GET /users/verify-referral/ and the referral rules: own code refused, referrer fixed once,
// no cycles, invitation links applied at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MESSAGES, VerifyReferralResponse, tooManyRequestsMessage } from '@ott/contract';
import { users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, signIn } from './sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = async (client: TestClient, code: string) => {
  const res = await client.get(`${API.verifyReferral}?code=${encodeURIComponent(code)}`);
  expect(res.statusCode, res.body).toBe(200);
  return VerifyReferralResponse.parse(res.json());
};
const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const register = (client: TestClient, referral_code: string) =>
  client.post(API.completeRegistration, { first_name: 'Ravi', last_name: 'Kumar', address: 'Main Road', referral_code });

describe('GET /users/verify-referral/', () => {
  it('accepts another user’s code case-insensitively and names the referrer', async () => {
    const referrer = await signIn(t);
    await register(referrer.client, '');
    const viewer = await signIn(t);
    const body = await verify(viewer.client, ` ${referrer.user.referral_code.toLowerCase()} `);
    // Issue 12: anyone who types a code learns only the first name and the last name's initial.
    expect(body).toEqual({ status: 'success', message: MESSAGES.validReferral, referrer_name: 'Ravi K.' });
    expect(JSON.stringify(body)).not.toContain('Kumar');
  });

  it('never sends the referrer’s last name, whatever was saved as a name', async () => {
    const cases: [string, string, string][] = [
      ['Ravi Teja', 'Kumar Varma', 'Ravi K.'],
      ['<b>Sita</b>', '<img src=x onerror=alert(1)>', '<b>Sita</b> I.'],
      ['  lakshmi ', ' devi', 'lakshmi D.'],
      ['', 'Kumar', 'User'],
      ['వెంకట', 'కుమార్', 'వెంకట కు.'],
    ];
    for (const [first, last, shown] of cases) {
      const referrer = await signIn(t);
      await referrer.client.post(API.completeRegistration, { first_name: first || 'x', last_name: last, address: 'Main Road' });
      if (!first) await t.deps.db.update(users).set({ firstName: null }).where(eq(users.id, referrer.user.id));
      const body = await verify(new TestClient(t.app, randomIp()), referrer.user.referral_code);
      expect(body.referrer_name, `${first} ${last}`).toBe(shown);
      expect(JSON.stringify(body)).not.toContain(JSON.stringify(last.trim()).slice(1, -1));
    }
  });

  it('works for anonymous visitors too', async () => {
    const referrer = await signIn(t);
    const body = await verify(new TestClient(t.app, randomIp()), referrer.user.referral_code);
    expect(body.status).toBe('success');
    expect(body.referrer_name).toBe('User');
  });

  it('answers unknown and empty codes with the spec message', async () => {
    const viewer = await signIn(t);
    expect(await verify(viewer.client, 'NOPE1234')).toEqual({ status: 'error', message: MESSAGES.invalidReferral });
    expect(await verify(viewer.client, '')).toEqual({ status: 'error', message: MESSAGES.invalidReferral });
    const noParam = await viewer.client.get(API.verifyReferral);
    expect(noParam.json()).toEqual({ status: 'error', message: MESSAGES.invalidReferral });
  });

  it('refuses the caller’s own code', async () => {
    const me = await signIn(t);
    expect(await verify(me.client, me.user.referral_code)).toEqual({ status: 'error', message: MESSAGES.ownReferral });
  });

  it('refuses a code that would close a cycle', async () => {
    const a = await signIn(t);
    const b = await signIn(t, { ref: a.user.referral_code });
    expect((await userRow(b.user.id)).referredById).toBe(a.user.id);
    expect((await verify(a.client, b.user.referral_code)).status).toBe('error');
  });

  it('limits look-ups per client address', async () => {
    const client = new TestClient(t.app, randomIp());
    for (let i = 0; i < 60; i += 1) await client.get(`${API.verifyReferral}?code=X${i}`);
    const res = await client.get(`${API.verifyReferral}?code=Y`);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(tooManyRequestsMessage(Number(res.headers['retry-after'])));
  });
});

describe('referral rules', () => {
  it('attaches an invitation code at first login', async () => {
    const a = await signIn(t);
    const b = await signIn(t, { ref: a.user.referral_code.toLowerCase() });
    const row = await userRow(b.user.id);
    expect(row.referredById).toBe(a.user.id);
    expect(row.referralCodeUsed).toBe(a.user.referral_code);
    expect(row.referredAt).not.toBeNull();
  });

  it('ignores an own or unknown code at login (the login still succeeds)', async () => {
    const a = await signIn(t);
    const again = await signIn(t, { phone: a.phone, ref: a.user.referral_code });
    expect((await userRow(again.user.id)).referredById).toBeNull();
    const b = await signIn(t, { ref: 'UNKNOWN1' });
    expect((await userRow(b.user.id)).referredById).toBeNull();
  });

  it('fixes the referrer once: later codes never change it', async () => {
    const a = await signIn(t);
    const c = await signIn(t);
    const b = await signIn(t);
    expect((await register(b.client, a.user.referral_code)).statusCode).toBe(200);
    const res = await register(b.client, c.user.referral_code);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(b.user.id)).referredById).toBe(a.user.id);
    // Nor does a later invitation link at login.
    await signIn(t, { phone: b.phone, ref: c.user.referral_code });
    expect((await userRow(b.user.id)).referredById).toBe(a.user.id);
  });

  it('refuses own code and cycles at registration, writing nothing', async () => {
    const a = await signIn(t);
    const b = await signIn(t, { ref: a.user.referral_code });
    const c = await signIn(t, { ref: b.user.referral_code });

    const own = await register(a.client, a.user.referral_code);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: MESSAGES.ownReferral, errors: { referral_code: [MESSAGES.ownReferral] } });

    const cycle = await register(a.client, c.user.referral_code); // a → b → c → a
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(MESSAGES.invalidReferral);
    const row = await userRow(a.user.id);
    expect(row.referredById).toBeNull();
    expect(row.firstName).toBeNull();
  });
});
