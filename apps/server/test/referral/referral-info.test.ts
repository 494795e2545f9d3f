// GET /users/referral-info/, /users/referral-qr/ and /users/referral-bonus-levels/ (SPEC 2.17,
// 2.18, 7): the session user's own data only, phones masked, newest first, a real QR PNG.
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, BonusLevelsResponse, ReferralInfoResponse } from '@ott/contract';
import { bonusLevels, users } from '../../src/lib/db/schema.ts';
import type { FastifyRequest } from 'fastify';
import { REFERRAL_CACHE } from '../../src/features/referral/index.ts';
import { inviteUrl } from '../../src/features/referral/referral-service.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomPhone, signIn } from '../auth/sign-in.ts';
import { decodePng, PNG_SIGNATURE } from './png.ts';
import { seedReferralWorld, type Member } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferralWorld(t);
});
afterAll(() => t.close());

const masked = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-4)}`;

/** A GET with the member's bearer token and an If-None-Match validator, as a browser revalidates. */
const conditionalGet = (member: Member, url: string, etag: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}`, 'if-none-match': etag } });

describe('GET /users/referral-info/', () => {
  let referrer: Member;
  let referred: Member[];
  beforeAll(async () => {
    referrer = await signIn(t);
    referred = [];
    for (let i = 0; i < 4; i += 1) referred.push(await signIn(t, { ref: referrer.user.referral_code }));
    const [oldest, middle, newest, deleted] = referred;
    if (!oldest || !middle || !newest || !deleted) throw new Error('set-up');
    // Distinct referral times (sign-ins may share a millisecond), names on one, a subscription on another.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.deps.db.update(users).set({ referredAt: at(30) }).where(eq(users.id, oldest.user.id));
    await t.deps.db
      .update(users)
      .set({ referredAt: at(20), firstName: 'Sita', lastName: 'Rao', subscriptionEnd: at(-60 * 24), subscriptionType: 'Basic Plan' })
      .where(eq(users.id, middle.user.id));
    await t.deps.db.update(users).set({ referredAt: at(10), subscriptionEnd: at(5) }).where(eq(users.id, newest.user.id));
    await t.deps.db.update(users).set({ referredAt: at(1), deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    // Someone else's referral must not show up.
    await signIn(t, { ref: (await signIn(t)).user.referral_code });
  });

  it('lists direct referrals newest first with masked phones, names and subscription state', async () => {
    const res = await referrer.client.get(`${API.referralInfo}?phone=${referrer.phone}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    const body = ReferralInfoResponse.parse(res.json());
    const [oldest, middle, newest] = referred;
    if (!oldest || !middle || !newest) throw new Error('set-up');
    expect(body).toMatchObject({
      status: 'success',
      referral_code: referrer.user.referral_code,
      qr_code_url: API.referralQr,
      invite_url: `http://localhost/login?ref=${referrer.user.referral_code}`,
      total_referrals: 3,
      message: 'Referral information retrieved successfully',
    });
    expect(body.referred_users.map((u) => [u.phone, u.first_name, u.last_name, u.is_subscribed])).toEqual([
      [masked(newest.phone), '', '', false],
      [masked(middle.phone), 'Sita', 'Rao', true],
      [masked(oldest.phone), '', '', false],
    ]);
    const joined = body.referred_users.map((u) => Date.parse(u.joined_at));
    expect(joined.every((ms) => Number.isFinite(ms))).toBe(true);
    expect([...joined].sort((a, b) => b - a)).toEqual(joined);
    expect(body.referred_users[0]?.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // No referred user's full number anywhere in the answer.
    for (const m of referred) expect(res.body).not.toContain(m.phone);
  });

  it('answers an empty list for a user nobody used the code of, and works with the bearer token', async () => {
    const lonely = await signIn(t);
    const res = await lonely.client.get(API.referralInfo, { bearer: true });
    expect(res.statusCode).toBe(200);
    expect(ReferralInfoResponse.parse(res.json())).toMatchObject({ total_referrals: 0, referred_users: [] });
  });

  it('refuses visitors (401) and another phone (403)', async () => {
    const visitor = await new TestClient(t.app).get(API.referralInfo);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: 'Please login to continue' });
    const other = await referrer.client.get(`${API.referralInfo}?phone=${randomPhone()}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().status).toBe('error');
    expect(other.body).not.toContain(referrer.user.referral_code);
    // The user's own number in another format is theirs.
    const own = await referrer.client.get(`${API.referralInfo}?phone=${encodeURIComponent(`+91 ${referrer.phone}`)}`);
    expect(own.statusCode).toBe(200);
  });

  it('builds the invitation link from the request origin, trusting forwarded headers only when told to', async () => {
    const headers = { host: 'ott.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const res = await t.app.inject({ method: 'GET', url: API.referralInfo, headers: { ...headers, authorization: `Bearer ${referrer.token}` } });
    expect(ReferralInfoResponse.parse(res.json()).invite_url).toBe(`http://ott.example:8443/login?ref=${referrer.user.referral_code}`);
  });
});

describe('invitation origin settings', () => {
  it('behind a trusted proxy the forwarded origin is used; PUBLIC_BASE_URL wins over any request', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const member = await signIn(proxied);
      const res = await proxied.app.inject({
        method: 'GET',
        url: API.referralInfo,
        headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ott.example', authorization: `Bearer ${member.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ReferralInfoResponse.parse(res.json()).invite_url).toBe(`https://ott.example/login?ref=${member.user.referral_code}`);
    } finally {
      await proxied.close();
    }
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://watch.example.in/' });
    const req = { protocol: 'http', host: 'evil.example' } as FastifyRequest;
    expect(inviteUrl(config, req, 'AB12CD34')).toBe('https://watch.example.in/login?ref=AB12CD34');
  });
});

describe('GET /users/referral-qr/', () => {
  it('is a 512 px PNG of the invitation link, readable module by module, for the session cookie', async () => {
    const member = await signIn(t);
    const res = await member.client.get(API.referralQr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toBeUndefined();
    const file = res.rawPayload;
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(file.length).toBeGreaterThan(500);
    expect(file.length).toBeLessThan(50_000);
    const png = decodePng(file);
    expect([png.width, png.height]).toEqual([512, 512]);

    // Every module of the picture matches the QR code (level M) of exactly this link.
    const link = `http://localhost/login?ref=${member.user.referral_code}`;
    const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const scale = 512 / (size + 2 * 2);
    let mismatches = 0;
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        const x = Math.floor((col + 2 + 0.5) * scale);
        const y = Math.floor((row + 2 + 0.5) * scale);
        const dark = png.luma(x, y) < 128;
        if (dark !== Boolean(qr.modules.get(row, col))) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
    // The quiet zone is light, the top-left finder pattern dark.
    expect(png.luma(2, 2)).toBeGreaterThan(200);
    expect(png.luma(Math.floor(2.5 * scale), Math.floor(2.5 * scale))).toBeLessThan(60);
    // Another user's link would not match.
    const otherQr = QRCode.create(`http://localhost/login?ref=ZZZZZZZZ`, { errorCorrectionLevel: 'M' });
    expect(otherQr.modules.data).not.toEqual(qr.modules.data);
  });

  it('?download=1 names the file referral_qr_{CODE}.png; the ETag gives a 304', async () => {
    const member = await signIn(t);
    const res = await member.client.get(`${API.referralQr}?download=1&phone=${member.phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="referral_qr_${member.user.referral_code}.png"`);
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const etag = String(res.headers.etag);
    const again = await conditionalGet(member, API.referralQr, etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another user's image differs, so their validator does.
    const someone = await signIn(t);
    const theirs = await someone.client.get(API.referralQr);
    expect(theirs.headers.etag).not.toBe(etag);
  });

  it('refuses visitors (401), another phone (403) and a bad download flag (400)', async () => {
    expect((await new TestClient(t.app).get(API.referralQr)).statusCode).toBe(401);
    const member = await signIn(t);
    const other = await member.client.get(`${API.referralQr}?phone=${randomPhone()}`);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toContain('application/json');
    expect((await member.client.get(`${API.referralQr}?download=yes`)).statusCode).toBe(400);
  });
});

describe('GET /users/referral-bonus-levels/', () => {
  it('lists the seeded five levels in order with percentages, cached for everyone', async () => {
    const member = await signIn(t);
    const res = await member.client.get(`${API.referralBonusLevels}?phone=${member.phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const levels = BonusLevelsResponse.parse(res.json());
    expect(levels.map((l) => [l.level, l.amount, l.description])).toEqual([
      [1, 10, 'Level 1 referral bonus: 10% of every subscription'],
      [2, 5, 'Level 2 referral bonus: 5% of every subscription'],
      [3, 3, 'Level 3 referral bonus: 3% of every subscription'],
      [4, 2, 'Level 4 referral bonus: 2% of every subscription'],
      [5, 1, 'Level 5 referral bonus: 1% of every subscription'],
    ]);

    // Served from the cache: a database edit shows only after the namespace is invalidated.
    await t.deps.db.update(bonusLevels).set({ percentBasisPoints: 250 }).where(eq(bonusLevels.level, 5));
    try {
      const someone = await signIn(t);
      const cached = BonusLevelsResponse.parse((await someone.client.get(API.referralBonusLevels)).json());
      expect(cached.at(-1)?.amount).toBe(1);
      await t.deps.cache.invalidate(REFERRAL_CACHE.bonusLevels);
      const fresh = BonusLevelsResponse.parse((await someone.client.get(API.referralBonusLevels)).json());
      expect(fresh.at(-1)?.amount).toBe(2.5);
    } finally {
      await t.deps.db.update(bonusLevels).set({ percentBasisPoints: 100 }).where(eq(bonusLevels.level, 5));
      await t.deps.cache.invalidate(REFERRAL_CACHE.bonusLevels);
    }

    const etag = String(res.headers.etag);
    const notModified = await conditionalGet(member, API.referralBonusLevels, etag);
    expect(notModified.statusCode).toBe(304);
  });

  it('refuses visitors (401) and another phone (403)', async () => {
    expect((await new TestClient(t.app).get(API.referralBonusLevels)).statusCode).toBe(401);
    const member = await signIn(t);
    expect((await member.client.get(`${API.referralBonusLevels}?phone=${randomPhone()}`)).statusCode).toBe(403);
  });
});
