// Issue 16: the cross-user matrix over every id-taking route (cross-user-phone.test.ts has the
// phones). Viewer A gets real data through the API; viewer B then sends A's ids (every row A owns,
// read generically from the schema, and A's user id) in every path parameter of every viewer route,
// and in every id-named body or query field of the routes without one, with the bearer token and
// with the cookie and CSRF header. Routes come from the onRoute collector and the OpenAPI document,
// so a new route joins by itself. No answer may be a 5xx or carry A's personal data or tokens;
// every row A owns must be exactly as before; A's sessions must still work.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { seedDemo } from '../../src/features/seed/index.ts';
import { paymentHooks } from '../../src/features/payments/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { seedPlans, seedVideos } from '../payments/fixtures.ts';
import { addAccount } from '../wallet/fixtures.ts';
import { differences, giveData, idsOf, ownedTables, snapshot, type Snapshot, type Viewer } from './cross-user-data.ts';
import { fitting, type SchemaNode } from './hostile-input.ts';
import { routeCollector, type RouteInfo } from './routes.ts';

/** Body and query fields that name a row: `id`, `…_id`, and the spec's few bare names. */
const ID_FIELD = /^(id|.*_id|bank_account|content|device|order|session|account)$/;
/** Not viewer routes: the console (its own role matrix), files and media, the development outbox, and the sandbox gateway's pay button (a stand-in for Razorpay, where anyone holding an order id may pay it). */
const OUT_OF_SCOPE = /^\/(api\/admin|api\/docs|media|uploads|assets|dev)\/|^\/sandbox\/pay/;
const MAX_IDS = 20;

let t: TestApp;
let routes: RouteInfo[];
let vids: Awaited<ReturnType<typeof seedVideos>>;
beforeAll(async () => {
  const collector = routeCollector();
  t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '1000000000', OTP_IP_SENDS_PER_HOUR: '100000', OTP_IP_VERIFIES_PER_HOUR: '100000', RATE_LIMIT_PER_SESSION_PER_MINUTE: '1000000000', SANDBOX_PAYOUT_SECONDS: '3600' },
    { onRoute: collector.collect },
  );
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  await seedPlans(t);
  vids = await seedVideos(t);
  // The browser's verify call settles payments here; a sandbox webhook arriving later would change A's order mid-test.
  paymentHooks(t.deps).sandboxWebhooks = false;
  routes = collector
    .routes(t.app)
    .filter((r) => r.method !== 'HEAD' && !r.staticFile && !r.url.includes('*') && !OUT_OF_SCOPE.test(r.url));
});
afterAll(() => t?.close());

const pathParams = (r: RouteInfo) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const idFields = (fields: Record<string, SchemaNode>) => Object.keys(fields).filter((k) => ID_FIELD.test(k));

/** The route's required body fields with a plausible value (fixed seed), B's phone where a phone is asked. */
function baseBody(r: RouteInfo, seed: number, phone: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of r.bodySchema?.required ?? []) {
    if (k in r.body) body[k] = fc.sample(fitting(r.body[k], k), { seed, numRuns: 1 })[0];
  }
  if ('phone' in r.body) body.phone = phone;
  return body;
}

async function settled(tables: ReturnType<typeof ownedTables>, a: Viewer): Promise<Snapshot> {
  // A payout or an event may still be finishing from A's own requests: wait until two reads agree.
  let last = await snapshot(t, tables, a.user.id, a.phone);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await snapshot(t, tables, a.user.id, a.phone);
    if (differences(last, now).length === 0) return now;
    last = now;
  }
  throw new Error('A’s rows kept changing on their own');
}

describe('another viewer’s ids', () => {
  it('are refused on every viewer route: no 5xx, no A data in any answer, A’s rows unchanged', async () => {
    // A was invited by R and invited someone: a referral relation on both sides.
    const referrer = await signIn(t);
    const a = await signIn(t, { ref: referrer.user.referral_code });
    let b = await signIn(t);
    const given = await giveData(t, a, 'Idvictimq', { free: [vids.free.id, vids.paid.id], rental: vids.rental.id });
    // B has a little data of its own, so an answer "B's list" is not trivially empty.
    await b.client.post(API.watchlistToggle, { content_id: vids.free.id });
    await addAccount(b.client, { account_holder_name: 'Other Holder' });

    const tables = ownedTables();
    const before = await settled(tables, a);
    const ids = idsOf(before, a.user.id, MAX_IDS);
    const sessionRows = before.sessions ?? [];
    const secrets = [
      a.phone,
      ...Object.values(given.profile),
      given.device.device_name,
      given.device.device_id,
      'Idvictimq holder',
      given.accountNumber,
      ...given.tokens,
      ...sessionRows.flatMap((s) => [String(s.tokenHash), String(s.csrfToken)]),
    ];

    const withParams = routes.filter((r) => pathParams(r).length > 0);
    const withIdFields = routes.filter((r) => pathParams(r).length === 0 && idFields({ ...r.query, ...r.body }).length > 0);
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let requests = 0;
    let reSignIns = 0;

    for (const [index, route] of [...withParams, ...withIdFields].entries()) {
      const fields = { query: idFields(route.query), body: idFields(route.body) };
      for (const id of ids) {
        for (const bearer of [true, false]) {
          const path = route.url.replace(/:(\w+)/g, encodeURIComponent(id));
          const q = new URLSearchParams(fields.query.map((k) => [k, id]));
          if ('phone' in route.query) q.set('phone', b.phone);
          const url = q.size > 0 ? `${path}?${q}` : path;
          const body = route.method === 'GET' ? undefined : { ...baseBody(route, 16_000 + index, b.phone), ...Object.fromEntries(fields.body.map((k) => [k, /^\d+$/.test(id) ? Number(id) : id])) };
          let res = await b.client.request(route.method, url, body, { bearer });
          requests += 1;
          if (res.statusCode === 401) {
            // An id of A's can be one of B's own too (B's session 2, A's order 2): B signed itself out.
            b = await signIn(t, { phone: b.phone });
            reSignIns += 1;
            res = await b.client.request(route.method, url, body, { bearer });
            requests += 1;
          }
          if (process.env.CROSS_USER_DEBUG) console.info(res.statusCode, route.method, url, bearer, res.body.slice(0, 120));
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const label = `${route.method} ${url} ${bearer ? 'bearer' : 'cookie'} ${JSON.stringify(body ?? {})}`;
          if (res.statusCode >= 500) problems.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          // A value B sent itself (a device id string it chose too) may come back: that is B's own row.
          const sent = `${url} ${JSON.stringify(body ?? {})}`;
          const leaked = secrets.filter((s) => s && res.body.includes(s) && !sent.includes(s));
          if (leaked.length > 0) problems.push(`${label} → ${res.statusCode} shows A's ${leaked.join(', ')}: ${res.body.slice(0, 300)}`);
        }
      }
    }

    const after = await snapshot(t, tables, a.user.id, a.phone);
    console.info(
      `cross-user id matrix: ${withParams.length} routes with path ids, ${withIdFields.length} with id fields, ${ids.length} of A's ids, ` +
        `${requests} requests, statuses ${JSON.stringify(statuses)}, ${reSignIns} re-sign-ins of B; ` +
        `${tables.length} tables watched (${Object.entries(before).filter(([, rows]) => rows.length > 0).map(([name, rows]) => `${name} ${rows.length}`).join(', ')}); ids ${ids.join(' ')}`,
    );
    const owned = Object.entries(before).filter(([, rows]) => rows.length > 0).map(([name]) => name);
    expect(owned).toEqual(expect.arrayContaining(['sessions', 'devices', 'orders', 'payments', 'rentals', 'bank_accounts', 'withdrawals', 'watchlist_items', 'watch_progress']));
    expect(withParams.length).toBeGreaterThan(5);
    expect(withIdFields.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    expect(differences(before, after)).toEqual([]);

    // A's sessions still work, bearer and cookie.
    for (const [client, bearer] of [[a.client, true], [a.client, false], [given.second.client, true]] as const) {
      const res = await client.get(API.profile, { bearer });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(a.phone);
    }
  }, 120_000);
});
