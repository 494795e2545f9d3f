// GET /dev/outbox: development only (ARCHITECTURE 4); absent in production mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DevOutboxResponse, MESSAGES } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, randomPhone } from './sign-in.ts';

describe('GET /dev/outbox (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the latest code sent to a phone', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = randomPhone();
    expect((await client.post(API.requestOtp, { phone })).statusCode).toBe(200);
    const res = await client.get(`${API.devOutbox}?phone=${phone}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = DevOutboxResponse.parse(res.json());
    expect(body.phone).toBe(phone);
    expect(body.code).toMatch(/^\d{4}$/);
    const login = await client.post(API.login, { phone, otp: body.code });
    expect(login.statusCode).toBe(200);
  });

  it('answers 404 when nothing was sent, 400 without a phone', async () => {
    const client = new TestClient(t.app);
    const res = await client.get(`${API.devOutbox}?phone=${randomPhone()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect((await client.get(API.devOutbox)).statusCode).toBe(400);
  });
});

describe('GET /dev/outbox (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-session-secret-0123456789',
      MEDIA_SIGNING_SECRET: 'production-media-secret-0123456789',
      ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = randomPhone();
    expect((await client.post(API.requestOtp, { phone })).statusCode).toBe(200);
    const res = await client.get(`${API.devOutbox}?phone=${phone}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/"code"/);
  });
});
