// Issue 17.4: referral bonus levels in the console. Validation (0-100%, two decimals as basis
// points, all five levels, total at most 50%), one audit row per change, the viewers' list follows
// at once, and a change applies to payments completed after it only: a payment completed before
// the edit but handed to the bonus handler after it still earns the old shares.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  AdminBonusLevelsResponse,
  BONUS_LEVELS_MESSAGES as B,
  BonusLevelsResponse,
  UpdateBonusLevelsResponse,
} from '@ott/contract';
import { auditLog, bonusLevelHistory } from '../../src/lib/db/schema.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { dispatchDomainEvents, onDomainEvent } from '../../src/lib/events/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';
import {
  bonusesOf,
  eventOf,
  paySubscription,
  referralChain,
  seedReferralWorld,
} from '../referral/fixtures.ts';

const PREMIUM_PAISE = 99_900;
let t: TestApp;
let editor: SignedIn;
let failDispatch = false;
beforeAll(async () => {
  t = await createTestApp({ OTP_PHONE_SENDS_BEFORE_POW: '1000' });
  await seedReferralWorld(t);
  paymentHooks(t.deps).sandboxWebhooks = false;
  onDomainEvent(t.deps, 'payment.completed', 'test-switch', async () => {
    if (failDispatch) throw new Error('handler down (test)');
  });
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => t?.close());

const read = async () =>
  AdminBonusLevelsResponse.parse((await editor.client.get(API.adminBonusLevels)).json());
const put = (levels: unknown) => editor.client.request('PUT', API.adminBonusLevels, { levels });
const levelsWith = (points: number[]) =>
  points.map((bp, i) => ({
    level: i + 1,
    basis_points: bp,
    description: `Level ${i + 1}: ${bp / 100}%`,
  }));

describe('GET and PUT /api/admin/bonus-levels/', () => {
  it('reads the five seeded levels in basis points with the cap', async () => {
    const body = await read();
    expect(body.levels.map((l) => [l.level, l.basis_points])).toEqual([
      [1, 1000],
      [2, 500],
      [3, 300],
      [4, 200],
      [5, 100],
    ]);
    expect(body.total_cap_basis_points).toBe(5000);
  });

  it('refuses bad levels with a clear message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [levelsWith([1000, 500, 300, 200]), B.levelsInvalid],
      [
        [...levelsWith([1000, 500, 300, 200]), { level: 4, basis_points: 1, description: 'x' }],
        B.levelsInvalid,
      ],
      [levelsWith([1000, 500, 300, 200, -1]), B.percentInvalid],
      [levelsWith([10_001, 0, 0, 0, 0]), B.percentInvalid],
      [levelsWith([10.5, 0, 0, 0, 0]), B.percentInvalid],
      [levelsWith([3000, 2001, 0, 0, 0]), B.totalTooHigh],
      [
        levelsWith([1, 1, 1, 1, 1]).map((l) => ({ ...l, description: '  ' })),
        B.descriptionRequired,
      ],
      ['nope', B.levelsInvalid],
    ];
    for (const [levels, message] of cases) {
      const res = await put(levels);
      expect(res.statusCode, JSON.stringify(levels)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.deps.db.select().from(bonusLevelHistory)).toEqual([]);
    expect((await read()).levels.map((l) => l.basis_points)).toEqual([1000, 500, 300, 200, 100]);
  });

  it('saves, audits once, shows viewers the new percentages; saving the same again changes nothing', async () => {
    const viewerView = async () =>
      BonusLevelsResponse.parse(
        (await editor.client.get(`${API.referralBonusLevels}?phone=${editor.phone}`)).json(),
      );
    expect((await viewerView()).map((l) => l.amount)).toEqual([10, 5, 3, 2, 1]);
    // Only levels 1 and 5 change; the others keep their seeded words.
    const levels = (await read()).levels.map((l) =>
      l.level === 1
        ? { ...l, basis_points: 1250, description: 'Level 1: 12.5%' }
        : l.level === 5
          ? { ...l, basis_points: 75 }
          : l,
    );
    const res = await put(levels);
    expect(res.statusCode, res.body).toBe(200);
    expect(UpdateBonusLevelsResponse.parse(res.json())).toMatchObject({
      message: B.bonusLevelsSaved,
      changed: true,
    });
    expect((await viewerView()).map((l) => l.amount)).toEqual([12.5, 5, 3, 2, 0.75]);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bonus_levels.update'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: editor.user.id,
      before: { level_1_basis_points: 1000, level_5_basis_points: 100 },
      after: {
        level_1_basis_points: 1250,
        level_1_description: 'Level 1: 12.5%',
        level_5_basis_points: 75,
      },
    });
    expect(Object.keys(audits[0]?.after ?? {})).not.toContain('level_2_basis_points');
    const again = UpdateBonusLevelsResponse.parse((await put(levels)).json());
    expect(again).toMatchObject({ message: B.bonusLevelsUnchanged, changed: false });
    expect(
      await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'bonus_levels.update')),
    ).toHaveLength(1);
  });
});

describe('a change applies to payments completed after it only', () => {
  it('a payment completed before the edit keeps the old shares even when its bonus is credited later', async () => {
    expect((await put(levelsWith([1000, 500, 300, 200, 100]))).statusCode).toBe(200);
    const [referrer, payer] = await referralChain(t, 2);
    if (!referrer || !payer) throw new Error('chain');

    // Completed now, but the bonus handler is down: the event waits for the sweep.
    failDispatch = true;
    const before = await paySubscription(payer.client, 3);
    expect((await eventOf(t, before)).dispatchedAt).toBeNull();
    expect(await bonusesOf(t, [referrer.user.id])).toEqual([]);

    expect((await put(levelsWith([2000, 500, 300, 200, 100]))).statusCode).toBe(200);
    failDispatch = false;
    expect(await dispatchDomainEvents(t.deps)).toMatchObject({ failed: 0 });
    const credited = await bonusesOf(t, [referrer.user.id]);
    expect(credited.map((r) => r.amountPaise)).toEqual([9_990]);

    // Paid after the edit: the new 20%. The first bonus is untouched by the edit and by a replay.
    await paySubscription(payer.client, 3);
    expect((await bonusesOf(t, [referrer.user.id])).map((r) => r.amountPaise)).toEqual([
      9_990,
      PREMIUM_PAISE / 5,
    ]);
    await put(levelsWith([500, 500, 300, 200, 100]));
    await dispatchDomainEvents(t.deps);
    expect((await bonusesOf(t, [referrer.user.id])).map((r) => r.amountPaise)).toEqual([
      9_990, 19_980,
    ]);
  });
});
