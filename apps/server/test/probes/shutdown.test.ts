// Graceful stop (issue 14): after SIGTERM an instance first answers /readyz 503 'draining' while it
// still serves, so the load balancer takes it out before the listener closes; then it closes.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ReadyzResponse } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { drainAndClose } from '../../src/lib/shutdown.ts';
import { loadConfig } from '../../src/config.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('draining on SIGTERM', () => {
  it('answers /readyz 503 draining while still serving, then stops listening', async () => {
    const before = await fetch(base + API.readyz);
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).not.toBe('close');

    let closed = false;
    const stopping = drainAndClose(t.app, { drainMs: 1500, closeDeps: async () => {} }).then(() => {
      closed = true;
    });
    const probe = await fetch(base + API.readyz);
    expect(probe.status).toBe(503);
    expect(probe.headers.get('cache-control')).toBe('no-store');
    const body = ReadyzResponse.parse(await probe.json());
    expect(body.status).toBe('draining');
    expect((await fetch(base + API.livez)).status).toBe(200);
    const served = await fetch(base + API.frontendCategories);
    expect(served.status).toBe(200);
    // Each answer closes its connection: no proxy keeps one to reuse after the listener closes.
    expect(served.headers.get('connection')).toBe('close');
    expect(closed).toBe(false);

    await stopping;
    await expect(fetch(base + API.livez)).rejects.toThrow();
  });

  it('drains 5 s by default on an API instance, not at all on one process or a worker', () => {
    const env = { NODE_ENV: 'test', SEED_DEMO: 'false' };
    expect(loadConfig({ ...env, ROLE: 'api' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...env }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...env, ROLE: 'worker' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...env, ROLE: 'api', SHUTDOWN_DRAIN_MS: '12000' }).shutdownDrainMs).toBe(12000);
    expect(() => loadConfig({ ...env, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
