// GET /users/profile/ and GET /users/check-subscription-status/: own data only (ARCHITECTURE 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CheckSubscriptionResponse, MESSAGES, ProfileResponse } from '@ott/contract';
import { plans, users } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('GET /users/profile/', () => {
  it('returns the user and who referred them', async () => {
    const referrer = await signIn(t);
    await referrer.client.post(API.completeRegistration, { first_name: 'Sita', last_name: 'Devi', address: 'Lake View' });
    const { client, phone, user } = await signIn(t, { ref: referrer.user.referral_code });
    const res = await client.get(`${API.profile}?phone=${phone}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = ProfileResponse.parse(res.json());
    expect(body.user.id).toBe(user.id);
    expect(body.referral_relationships.referred_by).toEqual([
      { referral_code_used: referrer.user.referral_code, referrer_name: 'Sita D.', created_at: expect.any(String) },
    ]);
  });

  it('works without the phone parameter, with a formatted phone, and with a bearer token', async () => {
    const { client, phone, token } = await signIn(t);
    expect((await client.get(API.profile)).statusCode).toBe(200);
    expect((await client.get(`${API.profile}?phone=${encodeURIComponent(`+91 ${phone}`)}`)).statusCode).toBe(200);
    const bearer = new TestClient(t.app);
    bearer.token = token;
    const res = await bearer.get(`${API.profile}?phone=${phone}`, { bearer: true });
    expect(ProfileResponse.parse(res.json()).referral_relationships.referred_by).toEqual([]);
  });

  it('refuses another user’s phone with 403', async () => {
    const other = await signIn(t);
    const { client } = await signIn(t);
    const res = await client.get(`${API.profile}?phone=${other.phone}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
    expect(res.body).not.toContain(other.user.referral_code);
  });

  it('needs a session (401), also with a forged token', async () => {
    expect((await new TestClient(t.app).get(API.profile)).statusCode).toBe(401);
    const forged = new TestClient(t.app);
    forged.token = 'x'.repeat(43);
    expect((await forged.get(API.profile, { bearer: true })).statusCode).toBe(401);
  });

  it('refuses an over-long phone parameter with 400', async () => {
    const { client } = await signIn(t);
    expect((await client.get(`${API.profile}?phone=${'9'.repeat(30)}`)).statusCode).toBe(400);
  });
});

describe('GET /users/check-subscription-status/', () => {
  const url = API.checkSubscriptionStatus;

  it('answers not subscribed with no subscription for a new user', async () => {
    const { client, phone } = await signIn(t);
    const res = await client.get(`${url}?phone=${phone}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(CheckSubscriptionResponse.parse(res.json())).toEqual({ status: 'success', is_subscribed: false, subscription: null });
  });

  it('reports an active plan with rounded-up days remaining', async () => {
    const { client, phone, user } = await signIn(t);
    const [plan] = await t.deps.db.insert(plans).values({ name: 'Gold Yearly', pricePaise: 36_500, durationDays: 365 }).returning();
    const start = new Date(Date.now() - DAY);
    await t.deps.db
      .update(users)
      .set({ subscriptionPlanId: plan!.id, subscriptionType: 'yearly', subscriptionStart: start, subscriptionEnd: new Date(Date.now() + 10.5 * DAY) })
      .where(eq(users.id, user.id));
    const body = CheckSubscriptionResponse.parse((await client.get(`${url}?phone=${phone}`)).json());
    expect(body.is_subscribed).toBe(true);
    expect(body.subscription).toMatchObject({
      plan_id: plan!.id,
      plan_name: 'Gold Yearly',
      subscription_type: 'yearly',
      start_date: start.toISOString(),
      is_active: true,
      days_remaining: 11,
    });
    const profile = ProfileResponse.parse((await client.get(API.profile)).json());
    expect(profile.user.is_subscribed).toBe(true);
  });

  it('reports an expired plan as not subscribed with 0 days', async () => {
    const { client, user } = await signIn(t);
    await t.deps.db.update(users).set({ subscriptionEnd: new Date(Date.now() - DAY) }).where(eq(users.id, user.id));
    const body = CheckSubscriptionResponse.parse((await client.get(url)).json());
    expect(body.is_subscribed).toBe(false);
    expect(body.subscription).toMatchObject({ is_active: false, days_remaining: 0, plan_id: null, plan_name: null });
  });

  it('refuses another user’s phone (403) and anonymous callers (401)', async () => {
    const other = await signIn(t);
    const { client } = await signIn(t);
    expect((await client.get(`${url}?phone=${other.phone}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`${url}?phone=${other.phone}`)).statusCode).toBe(401);
  });
});
