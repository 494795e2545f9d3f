// /metrics (issue 14.5): Prometheus text with per-route latency, OTP sends, payments settled exactly
// once, jobs by state and failures, active players; a bearer token when METRICS_TOKEN is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PAYMENT_API } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { createOrder, sandboxPay, seedPlans, successOf } from '../payments/fixtures.ts';
import { watchProgress, videos } from '../../src/lib/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scrape(app = t) {
  const res = await app.app.inject(API.metrics);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series, e.g. value(text, 'ott_otp_sends_total{outcome="sent"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject(API.frontendCategories);
    await t.app.inject('/api/videos/987654/');
    await t.app.inject('/api/no-such-thing/');
    const text = await scrape();
    expect(text).toMatch(/ott_http_request_duration_seconds_count\{method="GET",route="\/api\/videos\/:id\/",status="404"\} 1/);
    expect(text).toMatch(/ott_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/frontend\/categories\/",status="200"\} \d/);
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('987654');
    expect(text).toContain('ott_process_cpu_seconds_total');
  });

  it('counts OTP sends and settled payments, each payment once however often it is verified', async () => {
    const before = await scrape();
    await seedPlans(t);
    const buyer = await signIn(t);
    const order = await createOrder(buyer.client, 1);
    const handler = successOf(await sandboxPay(buyer.client, order.order_id));
    for (let i = 0; i < 3; i += 1) {
      const res = await buyer.client.post(PAYMENT_API.verifyPayment, handler);
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await scrape();
    const delta = (series: string) => (value(after, series) ?? 0) - (value(before, series) ?? 0);
    expect(delta('ott_otp_sends_total{outcome="sent"}')).toBe(1);
    expect(delta('ott_payments_settled_total{kind="subscription"}')).toBe(1);
    expect(delta('ott_payments_settled_paise_total{kind="subscription"}')).toBe(19_900);
  });

  it('reports players that reported progress in the last 30 s', async () => {
    const viewer = await signIn(t);
    const [video] = await t.deps.db.insert(videos).values({ title: 'Metrics Movie', videoType: 'free' }).returning();
    const old = new Date(Date.now() - 120_000);
    await t.deps.db.insert(watchProgress).values([
      { userId: viewer.user.id, videoId: video!.id, positionSeconds: 30, durationSeconds: 600 },
    ]);
    const [other] = await t.deps.db.insert(videos).values({ title: 'Metrics Movie 2', videoType: 'free' }).returning();
    await t.deps.db
      .insert(watchProgress)
      .values({ userId: viewer.user.id, videoId: other!.id, positionSeconds: 30, durationSeconds: 600, updatedAt: old });
    expect(value(await scrape(), 'ott_active_playback_sessions')).toBe(1);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
    try {
      expect((await guarded.app.inject(API.metrics)).statusCode).toBe(401);
      const wrong = await guarded.app.inject({ url: API.metrics, headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({ url: API.metrics, headers: { authorization: 'Bearer metrics-token-0123456789' } });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('ott_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
