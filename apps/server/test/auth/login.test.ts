// POST /users/users/login/: check-params style plus the OTP protections of ARCHITECTURE 5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ErrorResponse, LoginResponse, MESSAGES, ProfileResponse } from '@ott/contract';
import { otpCodes, sessions, users } from '../../src/lib/db/schema.ts';
import { sha256 } from '../../src/lib/http/tokens.ts';
import { deleteAccount } from '../../src/features/auth/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { lastCode, randomIp, randomPhone, rowCount, signIn } from './sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A browser that has asked for a code; returns it with the code. */
async function withCode(phone = randomPhone(), ip = randomIp()) {
  const client = new TestClient(t.app, ip);
  expect((await client.post(API.requestOtp, { phone, otp_type: 'login' })).statusCode).toBe(200);
  return { client, phone, code: await lastCode(t, phone) };
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /users/users/login/', () => {
  it('creates the user on first login and opens a session (cookie + token)', async () => {
    const { client, phone, code } = await withCode();
    const res = await client.post(API.login, { phone, otp: code });
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body.is_new_user).toBe(true);
    expect(body.user.phone).toBe(phone);
    expect(body.user.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.user.is_subscribed).toBe(false);

    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
    const session = cookies.find((c) => c.name === 'sessionid');
    expect(session?.value).toBe(body.token);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.maxAge).toBe(30 * 24 * 3600);
    expect(cookies.find((c) => c.name === 'csrftoken')?.value).toBe(body.csrf_token);
    expect(client.cookie('csrftoken')).toBe(body.csrf_token);

    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(row?.tokenHash).toBe(sha256(body.token));
    expect(Object.values(row ?? {})).not.toContain(body.token);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // The cookie alone and the bearer token alone both authenticate.
    expect((await client.get(API.profile)).statusCode).toBe(200);
    const bearerOnly = new TestClient(t.app);
    bearerOnly.token = body.token;
    const viaBearer = await bearerOnly.get(API.profile, { bearer: true });
    expect(ProfileResponse.parse(viaBearer.json()).user.id).toBe(body.user.id);
  });

  it('finds the same user on the next login', async () => {
    const first = await signIn(t);
    const again = await signIn(t, { phone: first.phone });
    expect(again.body.is_new_user).toBe(false);
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.referral_code).toBe(first.user.referral_code);
    expect(again.token).not.toBe(first.token);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const { client, phone, code } = await withCode();
    const res = await client.post(API.login, { phone, otp: wrong(code) });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).message).toBe(MESSAGES.invalidOtp);
    const [row] = await t.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.attempts).toBe(1);
  });

  it('kills the code after 5 wrong tries: the right code is refused afterwards', async () => {
    const { client, phone, code } = await withCode();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await client.post(API.login, { phone, otp: wrong(code) })).json().message);
    expect(messages).toEqual([...Array(4).fill(MESSAGES.invalidOtp), MESSAGES.otpTooManyAttempts]);
    const sessionsBefore = await rowCount(t, sessions);
    const sixth = await client.post(API.login, { phone, otp: code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(MESSAGES.otpTooManyAttempts);
    expect(await rowCount(t, sessions)).toBe(sessionsBefore);
    expect(await t.deps.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('compares at most five guesses with a code, however many arrive at once (issue 16.3)', async () => {
    const guesses = async () => {
      const values = (await t.deps.metrics.otpGuesses.get()).values;
      const of = (outcome: string) => values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
      return { compared: of('right') + of('wrong'), refused: of('no_tries_left') };
    };
    for (const rightAt of [7, 9]) {
      const { phone, code } = await withCode();
      const before = await guesses();
      const sessionsBefore = await rowCount(t, sessions);
      // Thirty browsers, each with its own address, the right code at position 8 or 10.
      const burst = Array.from({ length: 30 }, (_, i) => ({ client: new TestClient(t.app, randomIp()), otp: i === rightAt ? code : String((Number(code) + 1 + i) % 10_000).padStart(4, '0') }));
      await Promise.all(burst.map(({ client }) => client.get('/users/verify-referral/?code=warm-up')));
      const results = await Promise.all(burst.map(({ client, otp }) => client.post(API.login, { phone, otp })));
      const after = await guesses();
      const won = results.filter((r) => r.statusCode === 200).length;
      expect(after.compared - before.compared).toBe(5);
      // The rest never reached the comparison: no try left, or (after a right guess) no code left.
      expect(after.refused - before.refused).toBeGreaterThanOrEqual(won === 1 ? 0 : 25);
      const [row] = await t.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      expect(row?.attempts).toBe(5);
      expect(won).toBeLessThanOrEqual(1);
      expect(await rowCount(t, sessions)).toBe(sessionsBefore + won);
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    }
  });

  it('refuses an expired code', async () => {
    const { client, phone, code } = await withCode();
    await t.deps.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.phone, phone));
    const res = await client.post(API.login, { phone, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpExpired);
  });

  it('refuses a code that was already used', async () => {
    const { client, phone, code } = await withCode();
    expect((await client.post(API.login, { phone, otp: code })).statusCode).toBe(200);
    const reuse = await new TestClient(t.app, randomIp()).post(API.login, { phone, otp: code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(MESSAGES.invalidOtp);
  });

  it('lets exactly one of two concurrent logins with the same code succeed', async () => {
    const { client, phone, code } = await withCode();
    const other = new TestClient(t.app, randomIp());
    await other.get('/users/verify-referral/?code=warm-up'); // obtain a CSRF cookie first
    const sessionsBefore = await rowCount(t, sessions);
    const results = await Promise.all([
      client.post(API.login, { phone, otp: code }),
      other.post(API.login, { phone, otp: code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await rowCount(t, sessions)).toBe(sessionsBefore + 1);
  });

  it('refuses when no code was ever sent', async () => {
    const res = await new TestClient(t.app, randomIp()).post(API.login, { phone: randomPhone(), otp: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidOtp);
  });

  it.each([
    [{ phone: undefined, otp: '1234' }, MESSAGES.phoneLength],
    [{ phone: '12345', otp: '1234' }, MESSAGES.phoneLength],
    [{ phone: '4123456789', otp: '1234' }, MESSAGES.phoneIndian],
    [{ otp: undefined }, MESSAGES.invalidOtp],
    [{ otp: '12a4' }, MESSAGES.invalidOtp],
    [{ otp: '12345' }, MESSAGES.invalidOtp],
    [{ otp: 1234 }, MESSAGES.invalidOtp],
  ])('refuses malformed body %j without touching the code or sessions', async (patch, message) => {
    const { client, phone } = await withCode();
    const before = await rowCount(t, sessions);
    const res = await client.post(API.login, { phone, ...patch });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).message).toBe(message);
    expect(await rowCount(t, sessions)).toBe(before);
    const [row] = await t.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.attempts).toBe(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await new TestClient(t.app, randomIp()).request('POST', API.login, '{"phone":"9', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('requires the CSRF header from a cookie-carrying browser', async () => {
    const { client, phone, code } = await withCode();
    const res = await client.post(API.login, { phone, otp: code }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.csrfFailed);
    expect((await client.post(API.login, { phone, otp: code })).statusCode).toBe(200);
  });

  it('past 60 checks an hour from one address, the next must prove work first (issue 16.2: soft, not refused)', async () => {
    const client = new TestClient(t.app, randomIp());
    for (let i = 0; i < 60; i += 1) {
      expect((await client.post(API.login, { phone: randomPhone(), otp: '0000' })).statusCode).toBe(400);
    }
    const asked = await client.post(API.login, { phone: randomPhone(), otp: '0000' });
    expect(asked.statusCode, asked.body).toBe(428);
    expect(asked.json()).toMatchObject({ status: 'error', message: MESSAGES.proofOfWorkRequired });
    expect(asked.json().altcha_challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  });

  it('refuses a deleted account even with a right code', async () => {
    const { phone, user } = await signIn(t);
    await deleteAccount(t.deps.db, user.id, { byAdmin: true });
    const { client, code } = await withCode(phone);
    const res = await client.post(API.login, { phone, otp: code });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.accountDeletedLogin);
  });
});
