// Sessions for these tests: a real sign-in from a given browser and network (a cookie client, so
// its user agent and address are known), and further sessions of the same user opened directly,
// as another browser's sign-in would, without the OTP send limits in the way.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API, LoginResponse, SessionsResponse } from '@ott/contract';
import { sessions } from '../../src/lib/db/schema.ts';
import { randomToken, sha256 } from '../../src/lib/http/tokens.ts';
import { TestClient, type TestApp } from '../helper.ts';
import { lastCode, randomIp, randomPhone } from '../auth/sign-in.ts';

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const sessionOf = (t: TestApp, token: string) => async () =>
  (await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0]!;

export async function signInFrom(t: TestApp, opts: { ip?: string; userAgent?: string } = {}) {
  const phone = randomPhone();
  const client = new TestClient(t.app, opts.ip ?? randomIp());
  const headers: Record<string, string> = opts.userAgent ? { 'user-agent': opts.userAgent } : {};
  const sent = await client.request('POST', API.requestOtp, { phone, otp_type: 'login' }, { headers });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await client.request('POST', API.login, { phone, otp: await lastCode(t, phone) }, { headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = LoginResponse.parse(res.json());
  client.token = body.token;
  return { client, phone, token: body.token, user: body.user, session: sessionOf(t, body.token) };
}

/** Another browser of the same user: a live session row and a bearer client holding its token. */
export async function openSession(t: TestApp, userId: number, opts: { ip?: string; userAgent?: string } = {}) {
  const token = randomToken();
  await t.deps.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    csrfToken: randomToken(24),
    userAgent: opts.userAgent ?? null,
    ip: opts.ip ?? randomIp(),
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  const client = new TestClient(t.app);
  client.token = token;
  return { client, token, session: sessionOf(t, token) };
}

export async function listSessions(client: TestClient) {
  const res = await client.get(API.userSessions, { bearer: !!client.token });
  expect(res.statusCode, res.body).toBe(200);
  return SessionsResponse.parse(res.json()).sessions;
}
