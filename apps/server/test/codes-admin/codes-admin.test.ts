// Issue 17.4: subscription codes in the console. A batch of 10 is unique, unguessable and
// redeemable; a repeated create makes nothing new; a disabled code is refused with the spec's
// 'Invalid code'; a one-use code raced by two viewers grants once; list filters and keyset pages.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CODE_ALPHABET,
  CODES_ADMIN_MESSAGES as M,
  CodeBatchResponse,
  CodeRedemptionsResponse,
  CodesResponse,
  CodeSwitchResponse,
  CreateCodesResponse,
  MESSAGES,
  PAYMENT_API,
  REDEMPTIONS_SHOWN,
} from '@ott/contract';
import { auditLog, codeRedemptions, subscriptionGrants, users } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import { seedPlans } from '../payments/fixtures.ts';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ OTP_PHONE_SENDS_BEFORE_POW: '1000' });
  await seedPlans(t);
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => t?.close());

const tomorrowIst = () =>
  new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

async function create(body: Record<string, unknown>, status = 200) {
  const res = await editor.client.post(API.adminCodes, {
    key: randomUUID(),
    plan_id: 1,
    count: 1,
    uses: 1,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res;
}
const created = async (body: Record<string, unknown>) =>
  CreateCodesResponse.parse((await create(body)).json());
const redeem = (who: SignedIn, code: string) => who.client.post(PAYMENT_API.applyCoupon, { code });
const auditOf = (action: string, targetId: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action as 'code.disable'), eq(auditLog.targetId, String(targetId))),
    );

describe('creating codes', () => {
  it('makes a batch of 10 unique, unguessable codes that viewers can redeem; audited once', async () => {
    const body = await created({
      count: 10,
      uses: 2,
      plan_id: 2,
      valid_until: tomorrowIst(),
      prefix: 'diwali',
    });
    expect(body).toMatchObject({
      message: M.codesCreated,
      created: true,
      batch: { count: 10, uses: 2, plan_name: 'Standard Plan', prefix: 'DIWALI' },
    });
    const codes = body.codes.map((c) => c.code);
    expect(new Set(codes).size).toBe(10);
    const random = new RegExp(`^DIWALI-[${CODE_ALPHABET}]{12}$`);
    for (const code of codes) expect(code).toMatch(random);
    expect(
      body.codes.every(
        (c) =>
          c.status === 'active' && c.batch_id === body.batch.id && c.valid_until === tomorrowIst(),
      ),
    ).toBe(true);
    expect(await auditOf('code_batch.create', body.batch.id)).toHaveLength(1);

    for (const code of codes.slice(0, 3)) {
      const viewer = await signIn(t);
      const res = await redeem(viewer, code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: MESSAGES.subscriptionActivated,
        subscription: { plan_name: 'Standard Plan', is_active: true },
      });
    }
    const batch = CodeBatchResponse.parse(
      (await editor.client.get(API.adminCodeBatch(body.batch.id))).json(),
    );
    expect(batch.codes.filter((c) => c.used === 1)).toHaveLength(3);
  });

  it('answers a repeated create with the same key with the same batch, and makes nothing new', async () => {
    const key = randomUUID();
    const first = await created({ key, count: 5 });
    const again = await created({ key, count: 5 });
    expect(again).toMatchObject({
      created: false,
      message: M.batchAlreadyCreated,
      batch: { id: first.batch.id },
    });
    expect(again.codes.map((c) => c.code).sort()).toEqual(first.codes.map((c) => c.code).sort());
    const twice = await Promise.all([
      create({ key: randomUUID(), count: 3 }),
      create({ key, count: 5 }),
    ]);
    expect(twice.every((r) => r.statusCode === 200)).toBe(true);
    expect(await auditOf('code_batch.create', first.batch.id)).toHaveLength(1);
    const other = await create({ key, count: 6 }, 409);
    expect(other.json()).toEqual({ status: 'error', message: M.keyReused });
  });

  it('takes a typed code (upper-cased), refuses a taken one and a typed code with a count', async () => {
    const typed = await created({ code: ' summer-2026 ', plan_id: 3, uses: 50 });
    expect(typed.codes).toMatchObject([
      { code: 'SUMMER-2026', uses: 50, plan_name: 'Premium Plan', valid_until: null },
    ]);
    expect((await create({ code: 'summer-2026' }, 409)).json().message).toBe(M.codeTaken);
    expect((await create({ code: 'OTHER-CODE', count: 2 }, 400)).json().message).toBe(
      M.typedCodeCount,
    );
  });

  it('refuses bad input with the clear message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, M.countInvalid],
      [{ count: 1001 }, M.countInvalid],
      [{ uses: 0 }, M.usesInvalid],
      [{ plan_id: 999 }, M.planNotFound],
      [{ valid_until: '2020-01-01' }, M.validUntilPast],
      [{ valid_until: '2026-02-30' }, M.validUntilInvalid],
      [{ valid_until: '2026-13-45' }, M.validUntilInvalid],
      [{ valid_until: '9999-12-31' }, M.validUntilInvalid],
      [{ prefix: 'TOO-LONG-PREFIX' }, M.prefixInvalid],
      [{ code: '=SUM(A1)' }, M.codeInvalid],
      [{ key: 'not-a-uuid' }, M.keyInvalid],
    ];
    const before = (await t.deps.db.select().from(auditLog)).length;
    for (const [body, message] of cases)
      expect((await create(body, 400)).json().message, JSON.stringify(body)).toBe(message);
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('disabling and redeeming', () => {
  it("refuses a disabled code with the spec's 'Invalid code'; enabling makes it work again", async () => {
    const [code] = (await created({ count: 1, uses: 5 })).codes;
    if (!code) throw new Error('no code');
    const off = CodeSwitchResponse.parse(
      (await editor.client.post(API.adminCodeDisable(code.id))).json(),
    );
    expect(off).toEqual({ status: 'success', message: M.codeDisabled, changed: 1 });
    expect((await editor.client.post(API.adminCodeDisable(code.id))).json()).toMatchObject({
      message: M.nothingChanged,
      changed: 0,
    });
    expect(await auditOf('code.disable', code.id)).toHaveLength(1);
    const viewer = await signIn(t);
    const refused = await redeem(viewer, code.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.invalidCode });
    expect(
      (await viewer.client.post(PAYMENT_API.validateCoupon, { code: code.code })).json().message,
    ).toBe(MESSAGES.invalidCode);

    await editor.client.post(API.adminCodeEnable(code.id));
    expect((await redeem(viewer, code.code)).statusCode).toBe(200);
    expect((await editor.client.post(API.adminCodeEnable(999_999))).statusCode).toBe(404);
  });

  it('disables and enables a whole batch in one audited step', async () => {
    const batch = await created({ count: 4 });
    const off = await editor.client.post(API.adminCodeBatchDisable(batch.batch.id));
    expect(off.json()).toEqual({ status: 'success', message: M.batchDisabled, changed: 4 });
    const listed = CodesResponse.parse(
      (await editor.client.get(`${API.adminCodes}?batch=${batch.batch.id}`)).json(),
    );
    expect(listed.data.map((c) => c.status)).toEqual([
      'disabled',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect((await redeem(await signIn(t), batch.codes[0]?.code ?? '')).json().message).toBe(
      MESSAGES.invalidCode,
    );
    expect(await auditOf('code_batch.disable', batch.batch.id)).toMatchObject([
      { after: { codes_changed: 4 } },
    ]);
    expect(
      (await editor.client.post(API.adminCodeBatchEnable(batch.batch.id))).json().changed,
    ).toBe(4);
    expect((await editor.client.post(API.adminCodeBatchDisable(999_999))).json()).toEqual({
      status: 'error',
      message: M.batchNotFound,
    });
  });

  it('a one-use code redeemed by two viewers at once grants exactly one subscription', async () => {
    const [code] = (await created({ count: 1, uses: 1 })).codes;
    const [a, b] = [await signIn(t), await signIn(t)];
    const results = await Promise.all([redeem(a, code?.code ?? ''), redeem(b, code?.code ?? '')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const grants = await t.deps.db
      .select()
      .from(subscriptionGrants)
      .where(eq(subscriptionGrants.source, 'code'));
    expect(grants.filter((g) => g.userId === a.user.id || g.userId === b.user.id)).toHaveLength(1);
    const seen = CodeRedemptionsResponse.parse(
      (await editor.client.get(API.adminCodeRedemptions(code?.id ?? 0))).json(),
    );
    const winner = results[0]?.statusCode === 200 ? a : b;
    expect(seen).toMatchObject({ total: 1, code: { used: 1, status: 'used_up' } });
    expect(seen.data).toEqual([
      {
        id: expect.any(Number),
        phone: `${winner.phone.slice(0, 4)}****${winner.phone.slice(-4)}`,
        redeemed_at: expect.any(String),
      },
    ]);
  });
});

describe('redemptions', () => {
  it('pages a busy code newest first by cursor, every redemption once; a bad cursor is refused', async () => {
    const [code] = (await created({ count: 1, uses: 500 })).codes;
    const viewers = await t.deps.db
      .insert(users)
      .values(
        Array.from({ length: 2 * REDEMPTIONS_SHOWN + 5 }, (_, i) => ({
          phone: `91${String(7_000_000 + i).padStart(8, '0')}`,
          referralCode: `RDPG${String(i).padStart(4, '0')}`,
        })),
      )
      .returning({ id: users.id });
    await t.deps.db
      .insert(codeRedemptions)
      .values(viewers.map((v) => ({ codeId: code!.id, userId: v.id })));
    const page = async (cursor?: number) => {
      const res = await editor.client.get(
        `${API.adminCodeRedemptions(code!.id)}${cursor ? `?cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return CodeRedemptionsResponse.parse(res.json());
    };
    const pages = [await page()];
    while (pages.at(-1)!.next_cursor) pages.push(await page(pages.at(-1)!.next_cursor!));
    expect(pages.map((p) => p.data.length)).toEqual([REDEMPTIONS_SHOWN, REDEMPTIONS_SHOWN, 5]);
    expect(pages.every((p) => p.total === 2 * REDEMPTIONS_SHOWN + 5)).toBe(true);
    const ids = pages.flatMap((p) => p.data.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = `91${String(7_000_000 + 2 * REDEMPTIONS_SHOWN + 4).padStart(8, '0')}`;
    expect(pages[0]!.data[0]!.phone).toBe(`${newest.slice(0, 4)}****${newest.slice(-4)}`);
    for (const bad of ['abc', '0', '-3']) {
      const res = await editor.client.get(`${API.adminCodeRedemptions(code!.id)}?cursor=${bad}`);
      expect([res.statusCode, res.json().status]).toEqual([400, 'error']);
    }
  });
});

describe('listing', () => {
  it('filters by plan, status and code prefix, newest first, in keyset pages', async () => {
    const batch = await created({ count: 60, plan_id: 3, prefix: 'PAGE' });
    const first = CodesResponse.parse(
      (await editor.client.get(`${API.adminCodes}?plan=3&q=page-`)).json(),
    );
    expect(first.data).toHaveLength(50);
    expect(first.next_cursor).toBe(first.data.at(-1)?.id);
    const second = CodesResponse.parse(
      (
        await editor.client.get(`${API.adminCodes}?plan=3&q=page-&cursor=${first.next_cursor}`)
      ).json(),
    );
    expect(second.data).toHaveLength(10);
    expect(second.next_cursor).toBeNull();
    const ids = [...first.data, ...second.data].map((c) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids)).toEqual(new Set(batch.codes.map((c) => c.id)));

    const used = CodesResponse.parse(
      (await editor.client.get(`${API.adminCodes}?status=used_up`)).json(),
    );
    expect(used.data.length).toBeGreaterThan(0);
    expect(used.data.every((c) => c.used >= c.uses && c.is_active)).toBe(true);
    expect((await editor.client.get(`${API.adminCodes}?status=gone`)).json().message).toBe(
      M.statusInvalid,
    );
    expect((await editor.client.get(`${API.adminCodes}?q=%25`)).json().data).toEqual([]);
  });
});
