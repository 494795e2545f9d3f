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
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client can lose its connection (server restart, admin termination); the pool then
    // replaces it. Without a listener that error would crash the process.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
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
  // dataDir undefined → in-memory (tests).
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
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
