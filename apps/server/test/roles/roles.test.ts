// Process roles (issue 14.3): an API instance serves the product but runs no live encoder; a worker
// answers only probes and metrics; ffmpeg children die with a killed parent (no orphan encoder).
// Also /api/docs: on by default, off in production unless API_DOCS=true (issue 14.7).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { waitFor } from '../streaming/fixtures.ts';
import { findSetpriv } from '../../src/features/media/tied-spawn.ts';
import { featuresFor } from '../../src/features/index.ts';
import { liveChannelFeature } from '../../src/features/streaming/index.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'roles-test-session-secret-0123456789',
  MEDIA_SIGNING_SECRET: 'roles-test-media-secret-0123456789',
  ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
};

let open: TestApp[] = [];
afterEach(async () => {
  for (const t of open) await t.close();
  open = [];
});
async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  open.push(t);
  return t;
}

describe('ROLE', () => {
  it('worker: probes and metrics only, no API, no web app, no media', async () => {
    const t = await app({ ROLE: 'worker' });
    expect((await t.app.inject(API.livez)).statusCode).toBe(200);
    expect((await t.app.inject(API.readyz)).statusCode).toBe(200);
    expect((await t.app.inject(API.metrics)).statusCode).toBe(200);
    for (const url of [API.frontendCategories, API.appConfig, '/', '/media/art/none.jpg', '/api/docs']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('api: serves the product and never starts the live encoder', async () => {
    const t = await app({ ROLE: 'api', LIVE_CHANNEL: 'on' });
    expect((await t.app.inject(API.frontendCategories)).statusCode).toBe(200);
    expect(t.deps.config).toMatchObject({ runsApi: true, runsJobs: false });
    expect(featuresFor(t.deps.config)).not.toContain(liveChannelFeature);
    expect(featuresFor({ runsApi: false, runsJobs: true })).toContain(liveChannelFeature);
  });

  it('refuses an unknown role', async () => {
    await expect(createTestApp({ ROLE: 'everything' })).rejects.toThrow(/ROLE/);
  });
});

describe('/api/docs', () => {
  it('is served by default outside production', async () => {
    const t = await app({});
    expect((await t.app.inject('/api/docs')).statusCode).not.toBe(404);
  });

  it('is off in production unless API_DOCS=true', async () => {
    const off = await app(PRODUCTION);
    expect((await off.app.inject('/api/docs')).statusCode).toBe(404);
    const on = await app({ ...PRODUCTION, API_DOCS: 'true' });
    expect((await on.app.inject('/api/docs')).statusCode).not.toBe(404);
  });
});

/** Running (a killed child waiting to be reaped, state Z, counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe.skipIf(!findSetpriv())('ffmpeg dies with its parent', () => {
  it('a child started by spawnTied is gone after kill -9 of its parent', async () => {
    // The parent: a node process that starts a long child through spawnTied and prints its pid.
    const parentCode = `
      const { spawnTied } = await import(${JSON.stringify(new URL('../../src/features/media/tied-spawn.ts', import.meta.url).href)});
      const child = spawnTied('sleep', ['300'], { stdio: 'ignore' });
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const childPid = await waitFor(() => (/^\d+\n/.test(out) ? Number(out.trim()) : null), 20_000, 'the child pid');
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await waitFor(() => !alive(childPid), 5000, 'the child to die with its parent');
  });
});
