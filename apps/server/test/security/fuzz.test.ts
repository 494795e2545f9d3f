// Issue 16.4 and 16.5: every route the server registers, driven with generated hostile input (wrong
// types, huge and negative numbers, NUL and control characters, emoji, RTL text, broken JSON, forms
// and multipart, repeated query names, 10 MB bodies) as a visitor, a signed-in viewer and an
// operator holding every console role. No answer may be a 5xx; an API route's 4xx is the usual JSON
// `{status:'error', message}`. The process log of the run, at the production level, must hold none
// of the personal data the fuzz sent and no SQL parameter list.
// Fixed seed and bounded runs (FUZZ_RUNS per route and identity), so CI sees the same cases.
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OPERATOR_ROLES } from '@ott/contract';
import { seedDemo } from '../../src/features/seed/index.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, signIn } from '../auth/sign-in.ts';
import { signInWithRoles } from '../admin/operators.ts';
import { seedPlans } from '../payments/fixtures.ts';
import { bodyFor, multipart, PERSONAL_MARKERS, pathValueFor, queryFor, type Body } from './hostile-input.ts';
import { routeCollector, type Method, type RouteInfo } from './routes.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const TEN_MB = 10 * 1024 * 1024;

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let routes: RouteInfo[];
beforeAll(async () => {
  const collector = routeCollector();
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      OTP_IP_SENDS_PER_HOUR: '100000',
      OTP_IP_VERIFIES_PER_HOUR: '100000',
    },
    { logDestination: logStream, onRoute: collector.collect },
  );
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
  await seedPlans(t);
  routes = collector.routes(t.app);
});
afterAll(() => t?.close());

type Identity = 'visitor' | 'viewer' | 'operator';
interface Client {
  client: TestClient;
  phone?: string;
}
const phonesUsed: string[] = [];

/** Signs in again when a fuzzed logout, account deletion or role removal ended the last session. */
async function identity(kind: Identity, current: Client | undefined): Promise<Client> {
  if (kind === 'visitor') return current ?? { client: new TestClient(t.app, randomIp()) };
  if (current) {
    const probe = await current.client.get(kind === 'operator' ? API.adminMe : API.watchlist, { bearer: true });
    if (probe.statusCode === 200) return current;
  }
  const who = kind === 'operator' ? await signInWithRoles(t, OPERATOR_ROLES) : await signIn(t);
  phonesUsed.push(who.phone);
  return { client: who.client, phone: who.phone };
}

interface Case {
  path: string;
  query: string;
  body: Body | undefined;
  bearer: boolean;
  csrf: boolean;
  requestId: string | undefined;
}

const caseFor = (route: RouteInfo): fc.Arbitrary<Case> => {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map((name) => pathValueFor(route.params[name])));
  const wildcard = fc.array(pathValueFor(undefined), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc.record({
    path: fc.tuple(params, wildcard).map(([values, rest]) => {
      let i = 0;
      return route.url.replace(/:(\w+)/g, () => values[i++]!).replace(/\*$/, rest);
    }),
    query: queryFor(route.query),
    body: hasBody ? bodyFor(route.body) : fc.constant(undefined),
    bearer: fc.boolean(),
    csrf: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    requestId: fc.option(fc.constantFrom('a'.repeat(500), 'x\ty', '../../', "' OR 1=1 --", '%00'), { freq: 8, nil: undefined }),
  });
};

/** API routes answer errors in the spec's JSON; the SPA, docs and media may answer otherwise. */
const isApi = (url: string) => /^\/(api|users)\//.test(url) && !url.startsWith('/api/docs') && !url.startsWith('/api/admin/uploads/') && !url.startsWith('/api/admin/ad-uploads/');

interface Failure {
  who: Identity;
  route: string;
  status: number;
  answer: string;
  sent: string;
  /** The server's own error line for the request, to find the fault. */
  logged?: string;
}

function errorLogged(res: { headers: Record<string, unknown> }): string {
  const id = String(res.headers['x-request-id'] ?? '');
  const line = logLines.find((l) => l.includes(`"reqId":"${id}"`) && /"level":50/.test(l));
  if (!line) return '';
  const { err } = JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } };
  return `${err?.type}: ${err?.message?.slice(0, 200)} ${err?.stack?.split('\n').slice(1, 6).join(' ')}`;
}
const failures: Failure[] = [];
const tried = { requests: 0, byIdentity: {} as Record<string, number>, statuses: {} as Record<string, number> };

async function send(client: TestClient, method: Method, c: Case) {
  const headers: Record<string, string> = {};
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  if (c.requestId) headers['x-request-id'] = c.requestId;
  const url = c.query ? `${c.path}?${c.query}` : c.path;
  return client.request(method, url, c.body?.payload, { bearer: c.bearer, csrf: c.csrf, headers });
}

/** What was wrong with an answer, or null: a 5xx anywhere, a non-JSON 4xx on an API route. */
function problemWith(route: RouteInfo, method: Method, res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return '5xx';
  if (res.statusCode < 400 || method === 'HEAD' || !isApi(route.url)) return null;
  try {
    const answer = JSON.parse(res.body) as { status?: string; message?: unknown };
    return answer.status === 'error' && typeof answer.message === 'string' ? null : 'error shape';
  } catch {
    return 'not JSON';
  }
}

async function fuzz(who: Identity) {
  let current: Client | undefined;
  for (const [index, route] of routes.entries()) {
    // The web app's built files take no input: fuzzed once, by the visitor only.
    if (route.staticFile && who !== 'visitor') continue;
    current = await identity(who, current);
    const { client } = current;
    const result = await fc.check(
      fc.asyncProperty(caseFor(route), async (c) => {
        const res = await send(client, route.method, c);
        tried.requests += 1;
        tried.byIdentity[who] = (tried.byIdentity[who] ?? 0) + 1;
        tried.statuses[res.statusCode] = (tried.statuses[res.statusCode] ?? 0) + 1;
        const problem = problemWith(route, route.method, res);
        if (problem) {
          failures.push({ who, route: `${route.method} ${route.url}`, status: res.statusCode, answer: res.body.slice(0, 300), sent: describeCase(c), logged: errorLogged(res) });
        }
        return problem === null;
      }),
      { seed: SEED + index, numRuns: route.staticFile ? 1 : RUNS, endOnFailure: true },
    );
    void result;
  }
}

const describeCase = (c: Case) =>
  JSON.stringify({ ...c, body: c.body && { ...c.body, payload: String(c.body.payload).slice(0, 300) } }).slice(0, 800);

const report = () => failures.map((f) => `${f.who} ${f.route} → ${f.status} ${f.answer}\n    sent ${f.sent}${f.logged ? `\n    logged ${f.logged}` : ''}`).join('\n');

describe('fuzzing every route', () => {
  it('lists every registered route with its method', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.documented).length).toBeGreaterThan(80);
    console.info(`fuzz: ${routes.length} method+path routes (${routes.filter((r) => r.staticFile).length} built files), ${RUNS} cases each per identity`);
  });

  it.each<Identity>(['visitor', 'viewer', 'operator'])('as a %s: no 5xx, API errors in JSON', async (who) => {
    await fuzz(who);
    const mine = failures.filter((f) => f.who === who);
    expect(mine, report()).toEqual([]);
  }, 600_000);

  it('refuses 10 MB bodies without a 5xx', async () => {
    const viewer = await identity('viewer', undefined);
    const operator = await identity('operator', undefined);
    const unsafe = routes.filter((r) => !['GET', 'HEAD'].includes(r.method));
    const picked = unsafe.filter((_, i) => i % Math.ceil(unsafe.length / 6) === 0);
    const huge = 'A'.repeat(TEN_MB);
    const bodies: Body[] = [
      { kind: 'json', payload: JSON.stringify({ phone: huge }), contentType: 'application/json' },
      { kind: 'multipart', ...withType(multipart([['first_name', 'Ravi'], ['profile_picture', huge, 'big.png']])) },
      { kind: 'form', payload: `first_name=${huge}`, contentType: 'application/x-www-form-urlencoded' },
    ];
    for (const route of [...picked, ...routes.filter((r) => r.url === API.updateProfile)]) {
      for (const [i, body] of bodies.entries()) {
        const who = i % 2 === 0 ? viewer : operator;
        const c: Case = { path: route.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x'), query: '', body, bearer: false, csrf: true, requestId: undefined };
        const res = await send(who.client, route.method, c);
        tried.requests += 1;
        const problem = problemWith(route, route.method, res);
        if (problem) failures.push({ who: 'viewer', route: `${route.method} ${route.url}`, status: res.statusCode, answer: res.body.slice(0, 300), sent: `10 MB ${body.kind}` });
      }
    }
    expect(failures.filter((f) => f.sent.startsWith('10 MB')), report()).toEqual([]);
  }, 300_000);

  it('answers page, media and unknown URLs without a 5xx', async () => {
    const client = new TestClient(t.app, randomIp());
    const prefixes = ['/', '/movie/', '/media/', '/media/protected/', '/uploads/', '/api/', '/users/', '/assets/', '/api/docs/static/'];
    const result = await fc.check(
      fc.asyncProperty(fc.constantFrom(...prefixes), pathValueFor(undefined), fc.constantFrom<Method>('GET', 'HEAD', 'POST'), async (prefix, rest, method) => {
        const res = await client.request(method, `${prefix}${rest}`, method === 'POST' ? '{}' : undefined, { headers: { 'content-type': 'application/json' } });
        tried.requests += 1;
        if (res.statusCode >= 500) failures.push({ who: 'visitor', route: `${method} ${prefix}…`, status: res.statusCode, answer: res.body.slice(0, 300), sent: rest });
        return res.statusCode < 500;
      }),
      { seed: SEED, numRuns: RUNS * 20, endOnFailure: true },
    );
    expect(result.failed, report()).toBe(false);
  });

  it('keeps the faults it found fixed (each was a 500 or a non-JSON refusal)', async () => {
    const operator = await identity('operator', undefined);
    const broken = multipart([['file', 'x'.repeat(100), 'a.png']]);
    const cases: [Method, string, Body | undefined][] = [
      ['POST', API.watchProgress, { kind: 'json-deep', payload: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' }],
      ['GET', `${API.videos}?constructor=%00`, undefined],
      ['GET', `${API.videos}?hasOwnProperty=%00`, undefined],
      ['POST', `${API.adminLiveStreams}${'9'.repeat(600)}/`, { kind: 'json', payload: '{}', contentType: 'application/json' }],
      ['POST', API.adminPopupImage, { kind: 'multipart', payload: broken.payload.subarray(0, 80), contentType: broken.contentType }],
      ['POST', API.adminPopupSound, { kind: 'multipart', payload: broken.payload, contentType: 'multipart/form-data' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await send(operator.client, method, { path, query: '', body, bearer: false, csrf: true, requestId: undefined });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(500);
      expect(res.json(), `${method} ${path}`).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('wrote no personal data and no SQL parameters to the log', () => {
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(0);
    const personal = [...PERSONAL_MARKERS.phones, ...PERSONAL_MARKERS.names, ...PERSONAL_MARKERS.emails, ...phonesUsed];
    const leaked = personal.filter((value) => log.includes(value));
    const lines = (value: string) => logLines.filter((l) => l.includes(value)).slice(0, 2).map((l) => l.slice(0, 400));
    expect(leaked, leaked.flatMap(lines).join('\n')).toEqual([]);
    expect(log).not.toMatch(/params: (?!\[redacted\])/);
    console.info(`fuzz: ${tried.requests} requests (${JSON.stringify(tried.byIdentity)}), statuses ${JSON.stringify(tried.statuses)}, ${logLines.length} log lines`);
  });
});

function withType(form: { payload: Buffer; contentType: string }) {
  return { payload: form.payload, contentType: form.contentType };
}

