// `npm start` runs compiled JavaScript (issue 14.7): scripts/build-server.mjs bundles the server
// with esbuild and reuses the bundle while its inputs are unchanged. This builds into a directory
// of its own (inside apps/server/dist, so the bundle finds node_modules exactly as the real one
// does), then runs the bundle with plain `node` in production mode on a fresh data dir: the
// migrations (apps/server/drizzle, found from the bundle's own place) apply, and the probes answer.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, HealthResponse, LivezResponse, ReadyzResponse } from '@ott/contract';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const serverDir = path.join(root, 'apps/server');
const buildScript = path.join(root, 'scripts/build-server.mjs');
const webIndex = path.join(root, 'apps/web/dist/index.html');

let outDir = '';
let dataDir = '';
const builds: string[] = [];
let server: ChildProcess | undefined;

/** Production, with its own secrets and the sandbox gateways allowed; embedded database, no Redis. */
function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
    SESSION_SECRET: 'build-test-session-secret-0123456789abcdef',
    MEDIA_SIGNING_SECRET: 'build-test-media-secret-0123456789abcdef',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LIVE_CHANNEL: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function build(): Promise<string> {
  const { stdout } = await run(process.execPath, [buildScript, '--out-dir', outDir], { cwd: root });
  return stdout.trim();
}

beforeAll(async () => {
  fs.mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(serverDir, 'dist/test-build-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-build-data-'));
  // Back to back, so that nothing edited in between: the second finds the first's output current.
  builds.push(await build(), await build());
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build (scripts/build-server.mjs)', () => {
  it('builds once, then reuses the output while nothing changed', () => {
    expect(builds[0]).toMatch(/^server: built main\.js.* in [\d.]+ s$/);
    expect(builds[1]).toMatch(/^server: reused /);
  });

  it('bundles our code and @ott/contract, leaves npm packages to node_modules', () => {
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']@ott\//);
    expect(bundle).toMatch(/from "fastify"/);
    expect(fs.existsSync(path.join(outDir, 'main.js.map'))).toBe(true);
  });

  it.skipIf(!fs.existsSync(path.join(serverDir, 'src/migrate.ts')))(
    'migrate.js applies the migrations and exits',
    async () => {
      // Rejects on a non-zero exit; the server below then starts on the migrated database.
      await run(process.execPath, [path.join(outDir, 'migrate.js')], {
        cwd: root,
        env: serverEnv(0),
      });
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
    },
    60_000,
  );

  it('main.js starts with node and answers /livez, /readyz and /api/health', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'main.js')], {
      cwd: root,
      env: serverEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const deadline = Date.now() + 50_000;
    let live: Response | undefined;
    while (!live && Date.now() < deadline) {
      if (server.exitCode !== null)
        throw new Error(`the bundle exited (${server.exitCode}):\n${output}`);
      live = await fetch(`${base}${API.livez}`).catch(() => undefined);
      if (!live) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!live) throw new Error(`no answer on ${API.livez} within 50 s:\n${output}`);
    expect(live.status).toBe(200);
    expect(LivezResponse.parse(await live.json())).toEqual({ status: 'ok' });

    const ready = await fetch(`${base}${API.readyz}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ReadyzResponse.parse(await ready.json()).checks.database.ok).toBe(true);

    const health = await fetch(`${base}${API.health}`);
    expect(health.status).toBe(200);
    expect(HealthResponse.parse(await health.json()).status).toBe('ok');

    // config.ts finds apps/web/dist from the bundle's place too (when the web app was built).
    if (fs.existsSync(webIndex)) {
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/^<!doctype html>/i);
    }
  }, 60_000);
});
