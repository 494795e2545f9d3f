// POST /users/request-otp/: check-params style (PeerTube) plus the OTP send limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ErrorResponse, MESSAGES, RequestOtpResponse, tooManyRequestsMessage } from '@ott/contract';
import { otpCodes, smsOutbox } from '../../src/lib/db/schema.ts';
import { hmacSha256 } from '../../src/lib/http/tokens.ts';
import { otpLimitKeys } from '../../src/features/auth/otp-limits.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { lastCode, randomIp, randomPhone, rowCount, signIn } from './sign-in.ts';
import { deviceKey, postWithWork } from './proof-of-work.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ POW_BASE_COUNTER: '1' });
});
afterAll(async () => {
  await t.close();
});

const request = (client: TestClient, phone: unknown) => client.post(API.requestOtp, { phone, otp_type: 'login' });

describe('POST /users/request-otp/', () => {
  it('sends a 4-digit code and stores only its keyed hash', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = randomPhone();
    const res = await request(client, phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(RequestOtpResponse.parse(res.json()).message).toBe(MESSAGES.otpSent);

    const code = await lastCode(t, phone);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.codeHash).toBe(hmacSha256(t.deps.config.sessionSecret, `${phone}:${code}`));
    expect(Object.values(row ?? {})).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(4.9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('answers the same for registered and unknown numbers', async () => {
    const { phone: registered } = await signIn(t);
    const known = await request(new TestClient(t.app, randomIp()), registered);
    const unknown = await request(new TestClient(t.app, randomIp()), randomPhone());
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('normalises the phone (+91, spaces, dashes)', async () => {
    const phone = randomPhone();
    const res = await request(new TestClient(t.app, randomIp()), `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastCode(t, phone)).toMatch(/^\d{4}$/);
  });

  it.each([
    ['12345', MESSAGES.phoneLength],
    ['', MESSAGES.phoneLength],
    ['5123456789', MESSAGES.phoneIndian],
    [undefined, MESSAGES.phoneLength],
    [9876543210, MESSAGES.phoneLength],
    ['9'.repeat(30), MESSAGES.phoneLength],
  ])('refuses phone %j with the spec message and writes nothing', async (phone, message) => {
    const before = [await rowCount(t, otpCodes), await rowCount(t, smsOutbox)];
    const res = await request(new TestClient(t.app, randomIp()), phone);
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).message).toBe(message);
    expect([await rowCount(t, otpCodes), await rowCount(t, smsOutbox)]).toEqual(before);
  });

  it('refuses an unknown otp_type', async () => {
    const res = await new TestClient(t.app, randomIp()).post(API.requestOtp, { phone: randomPhone(), otp_type: 'reset' });
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await new TestClient(t.app, randomIp()).request('POST', API.requestOtp, '{"phone": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).message).toBe(MESSAGES.invalidRequest);
  });

  it('requires the CSRF header when the browser carries cookies', async () => {
    const client = new TestClient(t.app, randomIp());
    const before = await rowCount(t, otpCodes);
    const res = await client.post(API.requestOtp, { phone: randomPhone() }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.csrfFailed);
    expect(await rowCount(t, otpCodes)).toBe(before);
  });

  it('keeps a 30 s gap between sends to one phone; a new code supersedes the old one', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = randomPhone();
    expect((await request(client, phone)).statusCode).toBe(200);
    const first = await lastCode(t, phone);
    const tooSoon = await request(client, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(tooManyRequestsMessage(Number(tooSoon.headers['retry-after'])));

    await t.deps.rateCounter.reset(otpLimitKeys.phoneGap(phone, deviceKey(client)));
    expect((await request(client, phone)).statusCode).toBe(200);
    const second = await lastCode(t, phone);
    if (first !== second) {
      const old = await client.post(API.login, { phone, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await client.post(API.login, { phone, otp: second });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('allows one browser 5 sends per phone in 15 minutes', async () => {
    const phone = randomPhone();
    const client = new TestClient(t.app, randomIp());
    for (let i = 0; i < 5; i += 1) {
      const res = await postWithWork(client, API.requestOtp, { phone, otp_type: 'login' });
      expect(res.res.statusCode, res.res.body).toBe(200);
      await t.deps.rateCounter.reset(otpLimitKeys.phoneGap(phone, deviceKey(client)));
    }
    const sixth = (await postWithWork(client, API.requestOtp, { phone, otp_type: 'login' })).res;
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(tooManyRequestsMessage(Number(sixth.headers['retry-after'])));
  });

  it('sends 20 codes an hour from one address without proof of work; the 21st asks for it and sends nothing yet', async () => {
    const ip = randomIp();
    const client = new TestClient(t.app, ip);
    for (let i = 0; i < 20; i += 1) expect((await request(client, randomPhone())).statusCode).toBe(200);
    const before = await rowCount(t, otpCodes);
    const asked = await request(client, randomPhone());
    expect(asked.statusCode, asked.body).toBe(428);
    expect(ErrorResponse.parse(asked.json())).toMatchObject({ message: MESSAGES.proofOfWorkRequired });
    expect(asked.json().altcha_challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(await rowCount(t, otpCodes)).toBe(before);
    expect((await request(new TestClient(t.app, randomIp()), randomPhone())).statusCode).toBe(200);
  });

  it('retires the code and answers 503 when the SMS provider fails', async () => {
    const original = t.deps.sms.send;
    t.deps.sms.send = async () => {
      throw new Error('provider down');
    };
    const phone = randomPhone();
    try {
      const res = await request(new TestClient(t.app, randomIp()), phone);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.serverError);
    } finally {
      t.deps.sms.send = original;
    }
    const [row] = await t.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.consumedAt).not.toBeNull();
  });
});
