// Issue 17.4 (ads): impressions, clicks and click-through rate per ad and per India day. Events are
// counted on the India day they happened (midnight is 18:30 UTC), only for the ad and range asked;
// the CTR is exact to two decimals and absent for no impressions; on PostgreSQL the per-day query
// reads ad_events_ad_created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_ADS_API, ADS_ADMIN_MESSAGES as M, AdStatsResponse, AdminAdListResponse, clickThroughRate } from '@ott/contract';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { perDayQuery } from '../../src/features/ads-admin/ad-stats.ts';
import { createAdVia, insertEvents } from './ads-fixtures.ts';

let t: TestApp;
let editor: TestClient;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
});

afterAll(async () => {
  await t?.close();
});

describe('click-through rate', () => {
  it('is clicks over impressions in percent, rounded half up to two decimals, and null without impressions', () => {
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(0, 3)).toBeNull();
    expect(clickThroughRate(1, 1)).toBe('100.00');
    expect(clickThroughRate(8, 1)).toBe('12.50');
    expect(clickThroughRate(3, 1)).toBe('33.33');
    expect(clickThroughRate(3, 2)).toBe('66.67');
    expect(clickThroughRate(800, 1)).toBe('0.13');
    expect(clickThroughRate(2000, 1)).toBe('0.05');
    expect(clickThroughRate(40_001, 1)).toBe('0.00');
    expect(clickThroughRate(10_000_000, 1_234_567)).toBe('12.35');
  });
});

describe('per day', () => {
  it('counts each event on its India day, for this ad and range only, every day listed', async () => {
    const ad = await createAdVia(editor, { ad_type: 'banner' });
    const other = await createAdVia(editor, { ad_type: 'banner' });
    await insertEvents(t, ad.id, 'impression', [
      at('2026-11-30T18:29:59Z'), // 30 Nov 23:59:59 IST: before the range
      at('2026-11-30T18:30:00Z'), // 1 Dec 00:00 IST
      at('2026-12-01T06:00:00Z'),
      at('2026-12-01T18:29:59Z'), // 1 Dec 23:59:59 IST
      at('2026-12-01T18:30:00Z'), // 2 Dec 00:00 IST
      at('2026-12-03T18:30:00Z'), // 4 Dec: after the range
    ]);
    await insertEvents(t, ad.id, 'click', [at('2026-12-01T07:00:00Z')]);
    await insertEvents(t, other.id, 'impression', [at('2026-12-01T06:00:00Z'), at('2026-12-02T06:00:00Z')]);
    await insertEvents(t, other.id, 'click', [at('2026-12-01T06:30:00Z')]);

    const res = await editor.get(`${ADMIN_ADS_API.stats(ad.id)}?from=2026-12-01&to=2026-12-03`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = AdStatsResponse.parse(res.json());
    expect(stats).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
      days: [
        { date: '2026-12-01', impressions: 3, clicks: 1, ctr: '33.33' },
        { date: '2026-12-02', impressions: 1, clicks: 0, ctr: '0.00' },
        { date: '2026-12-03', impressions: 0, clicks: 0, ctr: null },
      ],
      totals: { impressions: 4, clicks: 1, ctr: '25.00' },
    });

    // The list's totals are all-time.
    const list = AdminAdListResponse.parse((await editor.get(ADMIN_ADS_API.ads)).json()).ads;
    expect(list.find((a) => a.id === ad.id)?.totals).toEqual({ impressions: 6, clicks: 1, ctr: '16.67' });
    expect(list.find((a) => a.id === other.id)?.totals).toEqual({ impressions: 2, clicks: 1, ctr: '50.00' });
  });

  it('defaults to the last 30 India days and refuses a reversed, malformed or too long range', async () => {
    const ad = await createAdVia(editor, { ad_type: 'banner' });
    const stats = AdStatsResponse.parse((await editor.get(ADMIN_ADS_API.stats(ad.id))).json());
    expect(stats.days).toHaveLength(30);
    expect(stats.totals).toEqual({ impressions: 0, clicks: 0, ctr: null });
    const cases: [string, string][] = [
      ['?from=2026-12-05&to=2026-12-01', M.rangeInvalid],
      ['?from=2026-02-30', M.rangeInvalid],
      ['?from=yesterday', M.rangeInvalid],
      ['?from=2026-01-01&to=2026-06-30', M.rangeTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await editor.get(`${ADMIN_ADS_API.stats(ad.id)}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the per-day query on PostgreSQL', () => {
  it('reads the ad_events_ad_created index', async () => {
    const [{ id: first }] = (await t.deps.db.execute<{ id: number }>(
      sql`insert into advertisements (title, ad_type) select 'load ' || g, 'banner' from generate_series(1, 200) g returning id`,
    )).rows as [{ id: number }];
    await t.deps.db.execute(sql`
      insert into ad_events (ad_id, kind, view_key, created_at)
      select ${first} + (g % 200), case when g % 20 = 0 then 'click' else 'impression' end, 'v:load-' || g,
             timestamptz '2026-09-01 00:00+00' + (g || ' minutes')::interval
      from generate_series(1, 100000) g`);
    await t.deps.db.execute(sql`analyze ad_events`);
    const query = perDayQuery(t.deps.db, first + 7, '2026-09-10', '2026-09-20').toSQL();
    const plan = await t.deps.db.execute(sql.raw(`explain ${inline(query.sql, query.params)}`));
    const text = (plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('ad_events_ad_created');
  }, 60_000);
});

/** The query with its parameters written in, for EXPLAIN (numbers and ISO times only). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    const literal = value instanceof Date ? value.toISOString() : String(value);
    return `'${literal.replace(/'/g, "''")}'`;
  });
}
