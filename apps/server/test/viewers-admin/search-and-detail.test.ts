// Issue 17.1: the console's viewer search and viewer page. Only support (and admin) get in; the
// search matches phone digits, names in any case and referral codes, newest first; the page shows
// every section, bounded; malformed input is a 400 with the contract's words, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  VIEWERS_ADMIN_MESSAGES as M,
  ViewerDetailResponse,
  ViewerSearchResponse,
} from '@ott/contract';
import { users, walletTransactions, watchProgress } from '../../src/lib/db/schema.ts';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { seedPlans, seedVideos } from '../payments/fixtures.ts';

const ADMIN_PHONE = '9000000171';
let t: TestApp;
let support: SignedIn;
let admin: SignedIn;
let refused: [string, TestClient][];
let ravi: SignedIn;
let invited: SignedIn;
let videoId: number;

async function search(q: string, client: TestClient = support.client) {
  const res = await client.get(`${API.adminViewers}?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ViewerSearchResponse.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE });
  await seedPlans(t);
  videoId = (await seedVideos(t)).free.id;
  support = await signInWithRoles(t, ['support']);
  admin = await signIn(t, { phone: ADMIN_PHONE });
  refused = [
    ['viewer', (await signIn(t)).client],
    ['editor', (await signInWithRoles(t, ['editor'])).client],
    ['finance', (await signInWithRoles(t, ['finance'])).client],
  ];
  ravi = await signIn(t);
  await t.deps.db
    .update(users)
    .set({ firstName: 'Ravi', lastName: 'Kumar_Teja' })
    .where(eq(users.id, ravi.user.id));
  invited = await signIn(t, { ref: ravi.user.referral_code });
});
afterAll(() => t?.close());

describe('who may use the viewer screens', () => {
  it('refuses a viewer, an editor and a finance operator with 403; support and admin pass', async () => {
    const urls = [`${API.adminViewers}?q=ravi`, API.adminViewer(ravi.user.id)];
    for (const url of urls) {
      for (const [who, client] of refused) {
        const res = await client.get(url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
      }
      for (const client of [support.client, admin.client])
        expect((await client.get(url)).statusCode).toBe(200);
    }
  });
});

describe('search', () => {
  it('finds by the whole phone, with +91, and by part of it', async () => {
    for (const q of [ravi.phone, `+91 ${ravi.phone}`, ravi.phone.slice(2, 8)]) {
      const { data } = await search(q);
      expect(
        data.map((v) => v.id),
        q,
      ).toContain(ravi.user.id);
    }
  });

  it('finds by first, last or full name in any case, and by referral code', async () => {
    for (const q of ['ravi', 'KUMAR_teja', 'Ravi Kumar', ravi.user.referral_code.toLowerCase()]) {
      const { data } = await search(q);
      expect(
        data.map((v) => v.id),
        q,
      ).toContain(ravi.user.id);
    }
    const [hit] = (await search(ravi.user.referral_code)).data;
    expect(hit).toMatchObject({
      phone: ravi.phone,
      first_name: 'Ravi',
      blocked_at: null,
      subscription: { is_active: false, plan_name: null },
    });
  });

  it('takes LIKE characters literally and answers newest first, paged; no text lists everyone', async () => {
    expect((await search('%')).data).toEqual([]);
    expect((await search('_')).data.map((v) => v.id)).toEqual([ravi.user.id]);
    for (const url of [`${API.adminViewers}?page_size=2`, `${API.adminViewers}?q=&page_size=2`]) {
      const page = ViewerSearchResponse.parse((await support.client.get(url)).json());
      expect(page.data).toHaveLength(2);
      expect(page.pagination).toMatchObject({ current_page: 1, page_size: 2, has_next: true });
      const joined = page.data.map((v) => v.joined_at);
      expect([...joined].sort().reverse()).toEqual(joined);
    }
  });

  it('matches part of a number only from three digits (a trigram), a whole number always', async () => {
    expect((await search(ravi.phone.slice(-3))).data.map((v) => v.id)).toContain(ravi.user.id);
    // Two digits match no number; they may still start a referral code (1 in 1,296 of Ravi's do).
    const two = ravi.phone.slice(-2);
    const byTwo = (await search(two)).data;
    expect(byTwo.filter((v) => !v.referral_code.startsWith(two)).map((v) => v.phone)).toEqual([]);
  });

  it('narrows by status: subscribed, not subscribed, blocked', async () => {
    const ids = async (status: string, q = '') => {
      const res = await support.client.get(
        `${API.adminViewers}?status=${status}&q=${q}&page_size=50`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return ViewerSearchResponse.parse(res.json()).data.map((v) => v.id);
    };
    const day = 86_400_000;
    await t.deps.db
      .update(users)
      .set({ subscriptionEnd: new Date(Date.now() + day) })
      .where(eq(users.id, invited.user.id));
    await t.deps.db
      .update(users)
      .set({ subscriptionEnd: new Date(Date.now() - day), blockedAt: new Date() })
      .where(eq(users.id, ravi.user.id));
    try {
      expect(await ids('subscribed')).toEqual([invited.user.id]);
      expect(await ids('unsubscribed')).toContain(ravi.user.id);
      expect(await ids('unsubscribed')).not.toContain(invited.user.id);
      expect(await ids('blocked')).toEqual([ravi.user.id]);
      expect(await ids('blocked', 'ravi')).toEqual([ravi.user.id]);
      expect(await ids('subscribed', 'ravi')).toEqual([]);
    } finally {
      await t.deps.db
        .update(users)
        .set({ subscriptionEnd: null, blockedAt: null })
        .where(eq(users.id, ravi.user.id));
      await t.deps.db
        .update(users)
        .set({ subscriptionEnd: null })
        .where(eq(users.id, invited.user.id));
    }
  });

  it('can use an index for every kind of text (the planner is told to avoid a scan)', async () => {
    const plans: string[] = [];
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const where of [
        sql`u.phone like '%' || ${'98765'} || '%'`,
        sql`u.referral_code like ${'ABC'} || '%'`,
        sql`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ${'%ravi kum%'}`,
      ]) {
        const result = await tx.execute(sql`explain select id from users u where ${where}`);
        plans.push(
          (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n'),
        );
      }
    });
    expect(plans[0]).toContain('users_phone_trgm');
    // A C-collation database (PGlite) can also serve a code's start from the unique btree index.
    expect(plans[1]).toMatch(/users_referral_code(_trgm)? /);
    expect(plans[2]).toContain('users_full_name_trgm');
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });

  it('refuses an over-long query, an unknown status or bad paging with a 400 that says why', async () => {
    for (const [url, message] of [
      [`${API.adminViewers}?q=${'a'.repeat(101)}`, M.queryTooLong],
      [`${API.adminViewers}?status=gold`, M.statusInvalid],
      [`${API.adminViewers}?q=a&page=0`, null],
      [`${API.adminViewers}?q=a&page_size=51`, null],
    ] as const) {
      const res = await support.client.get(url);
      expect(res.statusCode, url).toBe(400);
      if (message) expect(res.json().message, url).toBe(message);
    }
  });
});

describe('the viewer page', () => {
  it('answers every section in one call', async () => {
    await t.deps.db
      .insert(watchProgress)
      .values({ userId: ravi.user.id, videoId, positionSeconds: 30, durationSeconds: 60 });
    await t.deps.db
      .insert(walletTransactions)
      .values({
        userId: ravi.user.id,
        type: 'REFERRAL_BONUS',
        amountPaise: 1250,
        status: 'COMPLETED',
        sourceKey: 'test:ravi:1',
      });
    const res = await support.client.get(API.adminViewer(ravi.user.id));
    expect(res.statusCode, res.body).toBe(200);
    const page = ViewerDetailResponse.parse(res.json());
    expect(page.viewer).toMatchObject({
      id: ravi.user.id,
      phone: ravi.phone,
      first_name: 'Ravi',
      operator_roles: [],
      blocked_reason: null,
    });
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.sessions[0]).toMatchObject({ is_live: true, revoked_reason: null });
    expect(page.watch_history).toMatchObject([
      { video_id: videoId, title: 'Free Movie', position_seconds: 30, completed: false },
    ]);
    expect(page.wallet).toMatchObject({
      balance: 12.5,
      transactions: [{ transaction_type: 'REFERRAL_BONUS', amount: 12.5 }],
    });
    expect(page.referrals).toMatchObject({
      total: 1,
      referred_users: [{ id: invited.user.id, phone: invited.phone }],
    });
    for (const section of [page.subscription_grants, page.rentals, page.orders, page.withdrawals])
      expect(section).toEqual([]);
    const invitee = ViewerDetailResponse.parse(
      (await support.client.get(API.adminViewer(invited.user.id))).json(),
    );
    expect(invitee.viewer.referred_by).toEqual({
      id: ravi.user.id,
      phone: ravi.phone,
      code: ravi.user.referral_code,
    });
  });

  it('answers 404 for an unknown id and 400 for ids that cannot be ids', async () => {
    const missing = await support.client.get(API.adminViewer(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.userNotFound);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '1e30']) {
      const res = await support.client.get(API.adminViewer(id));
      expect(res.statusCode, id).toBe(400);
    }
  });
});
