// Five instances started at the same moment on a fresh PostgreSQL database all come up (issue 14.4):
// migrations and pg-boss's schema and queues are applied once, under advisory locks, instead of
// racing (duplicate catalogue rows, deadlocks in createQueue). `npm run migrate` is the pre-deploy
// form: it migrates and exits, and an instance with MIGRATE_ON_START=false then starts on it.
// PostgreSQL only (PGlite is one process).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { closeDeps, createDeps } from '../../src/lib/create-deps.ts';
import { startJobs } from '../../src/lib/jobs/start-jobs.ts';
import { freshPostgresDatabase } from '../helper.ts';
import type { JobHandlers } from '../../src/lib/jobs/registry.ts';

const adminUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../..');
const journal = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

const drops: (() => Promise<void>)[] = [];
async function freshDatabase(): Promise<string> {
  const fresh = await freshPostgresDatabase(adminUrl ?? '', 'ott_start');
  drops.push(fresh.drop);
  return fresh.url;
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

const idle: JobHandlers = {
  'demo-media': async () => {},
  'payment-reconcile': async () => {},
  'refund-retry': async () => {},
  'payout-reconcile': async () => {},
  'domain-events': async () => {},
  'title-transcode': async () => {},
  'title-promo': async () => {},
  'ad-transcode': async () => {},
  'ingest-sweep': async () => {},
  'publish-scheduled': async () => {},
  'dashboard-rollup': async () => {},
};
const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

function configFor(url: string, extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `ott-start-${crypto.randomBytes(4).toString('hex')}`),
    SEED_DEMO: 'false',
    DATABASE_URL: url,
    ...extra,
  });
}

afterAll(async () => {
  for (const drop of drops) await drop();
});

describe.skipIf(!adminUrl)('starting on a fresh PostgreSQL database', () => {
  it('five instances started at once all come up, and the schema is applied once', async () => {
    const url = await freshDatabase();
    const starts = await Promise.allSettled(
      Array.from({ length: 5 }, async () => {
        const deps = await createDeps(configFor(url), { log: () => {} });
        const jobs = await startJobs(deps, idle, silent);
        return { deps, jobs };
      }),
    );
    const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    for (const s of starts) {
      if (s.status === 'fulfilled') {
        await s.value.jobs.stop();
        await closeDeps(s.value.deps);
      }
    }
    expect(failures).toEqual([]);
    const applied = await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]?.n).toBe(journal.entries.length);
    const queues = await query<{ name: string }>(url, "select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name");
    expect(queues.map((q) => q.name)).toEqual(Object.keys(idle).sort());
  }, 120_000);

  it('`npm run migrate` migrates and exits; an instance with MIGRATE_ON_START=false starts on it', async () => {
    const url = await freshDatabase();
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'apps/server/src/migrate.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/migrations applied \(postgres\)/);
    const applied = await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]?.n).toBe(journal.entries.length);
    const deps = await createDeps(configFor(url, { MIGRATE_ON_START: 'false' }), { log: () => {} });
    try {
      expect((await deps.dbHandle.raw.query('select count(*)::int as n from users')).rows).toEqual([{ n: 0 }]);
    } finally {
      await closeDeps(deps);
    }
  }, 120_000);
});
