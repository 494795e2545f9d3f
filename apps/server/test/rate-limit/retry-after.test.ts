// Every 429 says when to try again (issue 12, point 4): `Retry-After` in whole seconds (>= 1), the
// same number as `retry_after` in the body, and the message naming the wait in the spec's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API, ErrorResponse, OTP_RESEND_SECONDS, tooManyRequestsMessage } from '@ott/contract';
import { OTP_LIMITS, otpLimitKeys } from '../../src/features/auth/otp-limits.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, randomPhone } from '../auth/sign-in.ts';
import { deviceKey, postWithWork } from '../auth/proof-of-work.ts';

const IP_SENDS_PER_HOUR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_IP_SENDS_PER_HOUR: String(IP_SENDS_PER_HOUR), OTP_IP_SENDS_BEFORE_POW: String(IP_SENDS_PER_HOUR), POW_BASE_COUNTER: '1', RATE_LIMIT_PER_MINUTE: '40' });
});
afterAll(async () => {
  await t.close();
});

const requestOtp = (client: TestClient, phone: string) => client.post(API.requestOtp, { phone, otp_type: 'login' });

/** Asserts the refusal's shape and returns its wait in seconds. */
function expectRetryAfter(res: LightMyRequestResponse, max: number): number {
  expect(res.statusCode, res.body).toBe(429);
  const header = res.headers['retry-after'];
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(max);
  const body = ErrorResponse.parse(res.json());
  expect(body.retry_after).toBe(seconds);
  expect(body.message).toBe(tooManyRequestsMessage(seconds));
  expect(body.message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute|hour)s?\.$/);
  return seconds;
}

describe('429 answers carry Retry-After', () => {
  it('Change → Proceed on the same number within the resend wait: the seconds left of the 30 s', async () => {
    const client = new TestClient(t.app, randomIp());
    const phone = randomPhone();
    expect((await requestOtp(client, phone)).statusCode).toBe(200);
    const seconds = expectRetryAfter(await requestOtp(client, phone), OTP_RESEND_SECONDS);
    // Asked straight away, so nearly the whole wait is left.
    expect(seconds).toBeGreaterThanOrEqual(OTP_RESEND_SECONDS - 5);
  });

  it("the per-number limit (5 codes in 15 minutes for one browser)", async () => {
    const phone = randomPhone();
    const ip = randomIp();
    const client = new TestClient(t.app, ip);
    for (let i = 0; i < OTP_LIMITS.phoneBurst.limit; i += 1) {
      expect((await postWithWork(client, API.requestOtp, { phone, otp_type: 'login' })).res.statusCode).toBe(200);
      await t.deps.rateCounter.reset(otpLimitKeys.phoneGap(phone, deviceKey(client)));
      // This app's address ceiling is 3 sends an hour: the number's own limit is the one under test.
      await t.deps.rateCounter.reset(otpLimitKeys.ipSends(ip));
    }
    const seconds = expectRetryAfter((await postWithWork(client, API.requestOtp, { phone, otp_type: 'login' })).res, OTP_LIMITS.phoneBurst.windowSeconds);
    expect(seconds).toBeGreaterThan(OTP_LIMITS.phoneBurst.windowSeconds - 60);
  });

  it('the per-address send limit', async () => {
    const client = new TestClient(t.app, randomIp());
    for (let i = 0; i < IP_SENDS_PER_HOUR; i += 1) expect((await requestOtp(client, randomPhone())).statusCode).toBe(200);
    // Past the sends that need no work the address proves work, and is still refused.
    const seconds = expectRetryAfter((await postWithWork(client, API.requestOtp, { phone: randomPhone(), otp_type: 'login' })).res, OTP_LIMITS.ipSends.windowSeconds);
    expect(seconds).toBeGreaterThan(OTP_LIMITS.ipSends.windowSeconds - 60);
  });

  it('the per-address OTP check limit says when a right code will be taken again', async () => {
    const ip = randomIp();
    const client = new TestClient(t.app, ip);
    // The window fills as it would after many checks; then one more check is refused.
    for (let i = 0; i < OTP_LIMITS.ipVerifies.limit; i += 1) {
      await t.deps.rateCounter.hit(otpLimitKeys.ipVerifies(ip), OTP_LIMITS.ipVerifies.limit, OTP_LIMITS.ipVerifies.windowSeconds);
    }
    const res = await client.post(API.login, { phone: randomPhone(), otp: '1234' });
    expect(expectRetryAfter(res, OTP_LIMITS.ipVerifies.windowSeconds)).toBeGreaterThan(OTP_LIMITS.ipVerifies.windowSeconds - 60);
    expect(res.json().message).toMatch(/in (59|60) minutes\.$|in 1 hour\.$/);
  });

  it('the referral check limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < OTP_LIMITS.ipReferralChecks.limit; i += 1) {
      await t.deps.rateCounter.hit(otpLimitKeys.ipReferralChecks(ip), OTP_LIMITS.ipReferralChecks.limit, OTP_LIMITS.ipReferralChecks.windowSeconds);
    }
    const res = await new TestClient(t.app, ip).get(`${API.verifyReferral}?code=ABCD1234`);
    expectRetryAfter(res, OTP_LIMITS.ipReferralChecks.windowSeconds);
  });

  it('the global per-address request limit', async () => {
    // A route the public answer memo never repeats (its hits are not counted: public-answers.test.ts).
    const client = new TestClient(t.app, randomIp());
    let res = await client.get(API.appConfig);
    for (let i = 0; i < 50 && res.statusCode !== 429; i += 1) res = await client.get(API.appConfig);
    expectRetryAfter(res, 60);
  });
});
