// Issue 16.2: the request limit is per session for signed-in viewers and per address for visitors,
// so viewers behind one carrier-NAT address do not share one budget, while one address without
// sessions (or one session) is still held to its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { randomIp, signIn } from '../auth/sign-in.ts';

const PER_MINUTE = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), RATE_LIMIT_PER_SESSION_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => t.close());

/** Statuses of `n` GETs of a route the public answer memo never serves. */
async function statuses(client: TestClient, n: number, url: string = API.watchlist): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await client.get(url, { bearer: true })).statusCode);
  return out;
}

describe('the request limit behind one address', () => {
  it("three signed-in viewers on one address each get the whole per-session budget", async () => {
    const ip = randomIp();
    const viewers = [];
    for (let i = 0; i < 3; i += 1) viewers.push((await signIn(t, { ip })).client);
    for (const viewer of viewers) expect(await statuses(viewer, PER_MINUTE - 5)).toEqual(Array(PER_MINUTE - 5).fill(200));
  });

  it('one session past its budget is refused, and so is one address of visitors', async () => {
    const { client } = await signIn(t);
    expect((await statuses(client, PER_MINUTE + 5)).filter((s) => s === 429).length).toBeGreaterThan(0);
    const visitor = new TestClient(t.app, randomIp());
    expect((await statuses(visitor, PER_MINUTE + 5, API.appConfig)).filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
