// One Drizzle database over either PGlite (embedded default) or node-postgres (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migratedInMemory } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** Raw SQL access the job queue needs (pg-boss runs its own SQL). */
export interface RawSql {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<void>;
}

export interface DbHandle {
  db: Database;
  raw: RawSql;
  kind: 'pglite' | 'postgres';
  /** Connection string for pg-boss when on PostgreSQL. */
  url?: string;
  /** The node-postgres pool when on PostgreSQL (advisory locks, pool metrics). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');

/**
 * Advisory lock keys: start-up steps that must not run twice at once across instances, and operator
 * role changes (features/admin: two admins revoking each other at once must not both succeed).
 */
export const ADVISORY_LOCKS = { migrations: 7_314_001, jobQueues: 7_314_002, demoMedia: 7_314_003, operatorRoles: 7_314_004 } as const;

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock on one pooled connection, so that
 * instances started at the same moment take turns (issue 14.4: five simultaneous starts on a fresh
 * database crashed on duplicate catalogue rows and deadlocks without it).
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Applies pending migrations under the migrations lock (also `npm run migrate`, a pre-deploy step). */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, ADVISORY_LOCKS.migrations, (client) =>
    migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
  );
}

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Pool size per instance (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** False when a pre-deploy `npm run migrate` is the only one allowed to change the schema. */
  migrate?: boolean;
}): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, admin termination); the pool then
    // replaces it. Without a listener that error would crash the process.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    if (opts.migrate !== false) await migratePostgres(pool);
    return {
      pool,
      db,
      kind: 'postgres',
      url: opts.url,
      raw: {
        query: async (text, params) => ({ rows: (await pool.query(text, params)).rows }),
        exec: async (text) => void (await pool.query(text)),
      },
      close: () => pool.end(),
    };
  }
  const migrate = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  let client: PGlite;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
    await migrate(client);
  } else {
    client = await migratedInMemory({ extensions: { pg_trgm } }, migrationsFolder, migrate); // the tests' databases
  }
  const db = drizzlePglite(client, { schema });
  return {
    // Both drivers expose the same query builder; the pg type is the one features code against.
    db: db as unknown as Database,
    kind: 'pglite',
    raw: {
      query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
      exec: async (text) => void (await client.exec(text)),
    },
    close: () => client.close(),
  };
}
