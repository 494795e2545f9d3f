// Builds the real app for integration tests (fastify/demo's test/helper.ts): in-memory PGlite by
// default; with DATABASE_URL set, a fresh PostgreSQL database per test file (dropped afterwards).
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { API } from '@ott/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/lib/create-deps.ts';
import type { Deps } from '../src/lib/deps.ts';

export interface TestApp {
  app: App;
  deps: Deps;
  close(): Promise<void>;
}

/** A port nobody listens on right now (for servers the tests start: redis-server, s3rver, the app). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A new empty PostgreSQL database next to `adminUrl`'s, and how to drop it. */
export async function freshPostgresDatabase(adminUrl: string, prefix = 'ott_test') {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * `logDestination` receives the process log (pino JSON lines) at the env's LOG_LEVEL (default
 * silent), for tests that read what the server writes; `onRoute` sees every route registered.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logDestination?: DestinationStream; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const fresh = await freshPostgresDatabase(adminUrl);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `ott-test-${crypto.randomBytes(4).toString('hex')}`),
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const deps = await createDeps(config, { inMemory: true, log: () => {}, logDestination: opts.logDestination });
  const app = await buildApp(deps, { onRoute: opts.onRoute });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await closeDeps(deps);
      await dropDatabase?.();
    },
  };
}

/**
 * A browser-like client: keeps cookies, sends the CSRF header on unsafe requests, and can use the
 * bearer token instead. Each instance is one "browser".
 */
export class TestClient {
  private cookies = new Map<string, string>();
  token: string | null = null;
  constructor(
    private readonly app: App,
    private readonly ip = '127.0.0.1',
  ) {}

  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    opts: { bearer?: boolean; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse & { body: string }> {
    if (method !== 'GET' && !this.cookies.has('csrftoken') && opts.csrf !== false) {
      // A JSON answer made per request carries the token (memoised public answers carry no cookie).
      await this.request('GET', API.appConfig);
    }
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (method !== 'GET' && opts.csrf !== false) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (opts.bearer && this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, opts?: { bearer?: boolean }) {
    return this.request('GET', url, undefined, opts);
  }
  post(url: string, body?: unknown, opts?: { bearer?: boolean; csrf?: boolean }) {
    return this.request('POST', url, body ?? {}, opts);
  }
  cookie(name: string) {
    return this.cookies.get(name);
  }
  clearCookies() {
    this.cookies.clear();
  }
}
