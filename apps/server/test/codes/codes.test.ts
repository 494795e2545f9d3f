// Subscription codes: validation messages, redemption, stacking, single use per user, limited-use
// codes under concurrency, and the usual auth/ownership checks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplyCouponResponse, PAYMENT_API, ValidateCouponResponse } from '@ott/contract';
import { codeRedemptions, subscriptionCodes, subscriptionGrants, users } from '../../src/lib/db/schema.ts';
import { sessions } from '../../src/lib/db/schema.ts';
import { randomToken, sha256 } from '../../src/lib/http/tokens.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomPhone, rowCount, signIn } from '../auth/sign-in.ts';
import { seedPlans, userRow } from '../payments/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlans(t);
  await t.deps.db.insert(subscriptionCodes).values([
    { code: 'WELCOME30', planId: 1, maxRedemptions: 1000 },
    { code: 'FESTIVAL365', planId: 3, maxRedemptions: 1 },
    { code: 'OLDCODE', planId: 1, maxRedemptions: 10, expiresAt: new Date(Date.now() - 1000) },
    { code: 'OFFCODE', planId: 1, maxRedemptions: 10, isActive: false },
    { code: 'THREEUSES', planId: 2, maxRedemptions: 3 },
  ]);
});
afterAll(() => t.close());

/** Many signed-in users quickly: a user row and a bearer session each (the OTP flow has its own tests). */
async function bearerUsers(n: number) {
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const phone = randomPhone();
    const [user] = await t.deps.db.insert(users).values({ phone, referralCode: `C${phone}` }).returning();
    const token = randomToken();
    await t.deps.db.insert(sessions).values({ userId: user?.id ?? -1, tokenHash: sha256(token), csrfToken: randomToken(16), expiresAt: new Date(Date.now() + 86_400_000) });
    out.push({ id: user?.id ?? -1, token });
  }
  return out;
}

describe('POST /users/validate-coupon/', () => {
  it('says the code is valid and names its plan, case-insensitively', async () => {
    const { client, phone } = await signIn(t);
    const res = await client.post(PAYMENT_API.validateCoupon, { code: ' welcome30 ', phone, amount: 199, plan_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = ValidateCouponResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'success', message: 'Code is valid! Click Activate to use it' });
    expect(body.plan).toMatchObject({ id: 1, name: 'Basic Plan', price: 199 });
  });

  it("answers 'Invalid code' for unknown, expired, inactive and used-up codes; asks for an empty one", async () => {
    const { client } = await signIn(t);
    for (const code of ['NOPE', 'OLDCODE', 'OFFCODE']) {
      const res = await client.post(PAYMENT_API.validateCoupon, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid code' });
    }
    const empty = await client.post(PAYMENT_API.validateCoupon, { code: '  ' });
    expect(empty.json()).toEqual({ status: 'error', message: 'Please enter a subscription code' });
  });

  it('refuses visitors, bad input and other phones', async () => {
    expect((await new TestClient(t.app).post(PAYMENT_API.validateCoupon, { code: 'WELCOME30' })).statusCode).toBe(401);
    const { client } = await signIn(t);
    expect((await client.post(PAYMENT_API.validateCoupon, {})).statusCode).toBe(400);
    expect((await client.post(PAYMENT_API.validateCoupon, { code: 'WELCOME30', phone: randomPhone() })).statusCode).toBe(403);
    expect((await client.post(PAYMENT_API.validateCoupon, { code: 'WELCOME30' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /users/apply-coupon/', () => {
  it('grants the plan once; a second redemption by the same user is refused', async () => {
    const { client, phone, user } = await signIn(t);
    const res = await client.post(PAYMENT_API.applyCoupon, { code: 'welcome30', phone, plan_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = ApplyCouponResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'success', message: 'Subscription activated successfully!' });
    expect(body.subscription).toMatchObject({ plan_name: 'Basic Plan', is_active: true, days_remaining: 30 });
    const again = await client.post(PAYMENT_API.applyCoupon, { code: 'WELCOME30' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid code');
    expect((await client.post(PAYMENT_API.validateCoupon, { code: 'WELCOME30' })).json().message).toBe('Invalid code');
    const grants = await t.deps.db.select().from(subscriptionGrants).where(eq(subscriptionGrants.userId, user.id));
    expect(grants).toHaveLength(1);
  });

  it('stacks on an active subscription', async () => {
    const { client, user } = await signIn(t);
    await client.post(PAYMENT_API.applyCoupon, { code: 'WELCOME30' });
    const res = await client.post(PAYMENT_API.applyCoupon, { code: 'FESTIVAL365' });
    expect(res.statusCode, res.body).toBe(200);
    const end = (await userRow(t, user.id)).subscriptionEnd?.getTime() ?? 0;
    const days = (end - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(394.9);
    expect(days).toBeLessThanOrEqual(395);
    // Single-use: the next user is refused.
    const other = await signIn(t);
    expect((await other.client.post(PAYMENT_API.applyCoupon, { code: 'FESTIVAL365' })).statusCode).toBe(400);
  });

  it('concurrent redemptions: the same user twice at once gets one grant', async () => {
    const [u] = await bearerUsers(1);
    const send = () =>
      t.app.inject({ method: 'POST', url: PAYMENT_API.applyCoupon, headers: { authorization: `Bearer ${u?.token}` }, payload: { code: 'WELCOME30' } });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await t.deps.db.select().from(subscriptionGrants).where(eq(subscriptionGrants.userId, u?.id ?? -1))).toHaveLength(1);
  });

  it('20 users racing for a 3-use code: exactly 3 win', async () => {
    const people = await bearerUsers(20);
    const results = await Promise.all(
      people.map((p) =>
        t.app.inject({ method: 'POST', url: PAYMENT_API.applyCoupon, headers: { authorization: `Bearer ${p.token}` }, payload: { code: 'THREEUSES' } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().message === 'Invalid code')).toBe(true);
    const [code] = await t.deps.db.select().from(subscriptionCodes).where(eq(subscriptionCodes.code, 'THREEUSES'));
    expect(code?.redemptionsCount).toBe(3);
    expect(await t.deps.db.select().from(codeRedemptions).where(eq(codeRedemptions.codeId, code?.id ?? -1))).toHaveLength(3);
  });

  it('refuses visitors and other phones, writing nothing', async () => {
    expect((await new TestClient(t.app).post(PAYMENT_API.applyCoupon, { code: 'WELCOME30' })).statusCode).toBe(401);
    const { client } = await signIn(t);
    const before = await rowCount(t, codeRedemptions);
    expect((await client.post(PAYMENT_API.applyCoupon, { code: 'WELCOME30', phone: randomPhone() })).statusCode).toBe(403);
    expect(await rowCount(t, codeRedemptions)).toBe(before);
  });
});
