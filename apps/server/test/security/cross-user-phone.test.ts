// ARCHITECTURE 5: phone parameters are never trusted. The matrix over every route that takes a
// `phone` (query or body, read from the route list and the OpenAPI document, so a new route joins by
// itself): viewer B sends viewer A's phone. Where the same request with B's own phone succeeds, A's
// phone must be a 403; wherever it does not, A's phone must at least never succeed. No answer may
// carry A's phone or name. The `{id}` routes' owner checks are in their features' tests (see
// docs/security.md), run by `npm run test:security` with this file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { seedDemo } from '../../src/features/seed/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { seedPlans } from '../payments/fixtures.ts';
import { fitting, type SchemaNode } from './hostile-input.ts';
import { routeCollector, type RouteInfo } from './routes.ts';

let t: TestApp;
let phoneRoutes: RouteInfo[];
beforeAll(async () => {
  const collector = routeCollector();
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000000', OTP_IP_SENDS_PER_HOUR: '100000', OTP_IP_VERIFIES_PER_HOUR: '100000' }, { onRoute: collector.collect });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  await seedPlans(t);
  // Visitors' routes (request a code, sign in) take a phone by design; operators' are role-checked;
  // the development outbox (/dev/) shows any phone's code and exists only outside production.
  phoneRoutes = collector
    .routes(t.app)
    .filter((r) => ('phone' in r.query || 'phone' in r.body) && r.method !== 'HEAD')
    .filter((r) => !([API.requestOtp, API.login] as string[]).includes(r.url) && !r.url.startsWith('/api/admin/') && !r.url.startsWith('/dev/'));
});
afterAll(() => t?.close());

/** Up to this many fitting requests are tried per route to find one B's own phone passes. */
const TRIES = 25;

function requestsFor(route: RouteInfo): fc.Arbitrary<{ query: Record<string, unknown>; body: Record<string, unknown> }> {
  const fields = (properties: Record<string, SchemaNode>, required: string[]) =>
    fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fitting(s, k)])), { requiredKeys: required.filter((k) => k in properties) });
  return fc.record({
    query: fields(route.query, []),
    body: fields(route.body, route.bodySchema?.required ?? []),
  });
}

describe('another viewer’s phone', () => {
  it('is refused on every route that takes a phone', async () => {
    expect(phoneRoutes.length).toBeGreaterThan(10);
    const a = await signIn(t);
    const b = await signIn(t);
    const aName = 'Crossuservictim';
    await a.client.post(API.updateProfile, { first_name: aName }, { bearer: true });
    const refused: string[] = [];
    const unreached: string[] = [];
    const wrong: string[] = [];
    for (const [index, route] of phoneRoutes.entries()) {
      const send = (phone: string, r: { query: Record<string, unknown>; body: Record<string, unknown> }) => {
        const q = 'phone' in route.query ? { ...r.query, phone } : r.query;
        const query = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
        const path = route.url.replace(/:(\w+)/g, '1');
        const body = route.method === 'GET' ? undefined : 'phone' in route.body ? { ...r.body, phone } : r.body;
        return b.client.request(route.method, query ? `${path}?${query}` : path, body, { bearer: true });
      };
      const label = `${route.method} ${route.url}`;
      let reached = false;
      for (const r of fc.sample(requestsFor(route), { seed: 4_242 + index, numRuns: TRIES })) {
        const theirs = await send(a.phone, r);
        if (theirs.statusCode < 300 || theirs.body.includes(a.phone) || theirs.body.includes(aName)) {
          wrong.push(`${label} → ${theirs.statusCode} ${theirs.body.slice(0, 200)}`);
          break;
        }
        const own = await send(b.phone, r);
        if (own.statusCode < 300) {
          reached = true;
          if (theirs.statusCode === 403) refused.push(label);
          else wrong.push(`${label}: own phone ${own.statusCode}, another's ${theirs.statusCode} ${theirs.body.slice(0, 200)}`);
          break;
        }
      }
      if (!reached && !wrong.some((w) => w.startsWith(label))) unreached.push(label);
    }
    console.info(`cross-user phone matrix: ${phoneRoutes.length} routes, ${refused.length} proven 403, ${unreached.length} never succeeded for either phone: ${unreached.join(', ')}`);
    expect(wrong).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(10);
  });
});
