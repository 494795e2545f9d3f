// Migration 0009_relative_media_paths (issue 14): a database migrated up to 0008, holding media
// columns in the form the seed used to write ('/media/art/...'), is migrated to the last migration;
// every media column (features/seed/media-columns.ts) and the popup then hold the path relative to
// the media origin, and what is not ours (an operator's full URL, another site path) is untouched.
// PGlite by default; a fresh PostgreSQL database with DATABASE_URL set. Also seed version 6, which
// does the same for values written under a non-default MEDIA_BASE_URL (a host).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/lib/db/schema.ts';
import type { Database } from '../../src/lib/db/client.ts';
import { MEDIA_URL_COLUMNS, POPUP_MEDIA_FIELDS } from '../../src/features/seed/media-columns.ts';
import { seedDemo, SEED_VERSION_KEY } from '../../src/features/seed/index.ts';
import { createTestApp, freshPostgresDatabase } from '../helper.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');
const MIGRATION = '0009_relative_media_paths';

/**
 * A copy of the migrations folder whose journal stops before 0009, or just after it with
 * `through`: later migrations add columns, which would show up in the before/after comparison.
 */
function migrationsBeforeMigration(through = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-migrations-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(index).toBeGreaterThan(0);
  journal.entries.length = through ? index + 1 : index;
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface MigratingDb {
  db: Database;
  migrate(folder: string): Promise<void>;
  query(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openEmptyDatabase(): Promise<MigratingDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  }
  const fresh = await freshPostgresDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

/** What each media column of the first row of its table holds before the migration. */
const legacy = (table: string, column: string) => `/media/${table}/${column}.jpg`;

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe(`migration ${MIGRATION}`, () => {
  it("rewrites '/media/...' in every media column and the popup, leaving other values alone", async () => {
    const store = await openEmptyDatabase();
    closers.push(() => store.close());
    await store.migrate(migrationsBeforeMigration());
    const { db } = store;

    // Rows as the seed wrote them before issue 14: row 1 of each table has every media column in
    // the '/media/' form (set below); row 2 holds values that are not ours to rewrite.
    const OTHERS = ['https://img.example/own.jpg', '/static/own.jpg', 'protected/demo/x/master.m3u8', '/mediafiles/x.jpg'] as const;
    await db.insert(schema.categories).values([{ id: 1, name: 'A' }, { id: 2, name: 'B', image: OTHERS[0] }]);
    await db.insert(schema.states).values([{ id: 1, name: 'S1' }, { id: 2, name: 'S2', imageUrl: OTHERS[1] }]);
    await db.insert(schema.districts).values({ id: 1, stateId: 1, name: 'D' });
    await db.insert(schema.constituencies).values({ id: 1, districtId: 1, name: 'C' });
    await db.insert(schema.mandals).values({ id: 1, constituencyId: 1, name: 'M' });
    await db.insert(schema.villages).values({ id: 1, mandalId: 1, name: 'V' });
    // Plain SQL: the schema's videos and live_streams tables have columns later migrations add (a
    // multi-row drizzle insert names every column).
    await db.execute(sql`insert into videos (id, title) values (1, 'Own')`);
    await db.execute(
      sql`insert into videos (id, title, thumbnail_url, poster_url, hls_path, promo_hls_path)
          values (2, 'Operator', ${OTHERS[0]}, ${OTHERS[1]}, ${OTHERS[2]}, ${OTHERS[3]})`,
    );
    await db.insert(schema.heroSlides).values([{ id: 1, videoId: 1 }, { id: 2, videoId: 2, backdropUrl: OTHERS[0] }]);
    await db.execute(
      sql`insert into live_streams (id, title, live_url, thumbnail, category_id)
          values (1, 'L1', 'x', null, 1), (2, 'L2', ${OTHERS[2]}, ${OTHERS[0]}, 1)`,
    );
    await db.insert(schema.advertisements).values([
      { id: 1, title: 'A1', adType: 'banner' },
      { id: 2, title: 'A2', adType: 'banner', bannerImage: OTHERS[0], videoFile: OTHERS[1] },
    ]);
    for (const [table, columns] of Object.entries(MEDIA_URL_COLUMNS)) {
      for (const column of columns) {
        await db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${legacy(table, column)} where id = 1`);
      }
    }
    const popupContent = { title: 'Hi', imageUrl: '/media/creative/welcome.jpg', soundUrl: '/media/sounds/chime.mp3' };
    await db.insert(schema.siteSettings).values([
      { key: 'popup', value: { showPopup: true, popupContent } },
      { key: 'other', value: { popupContent: { imageUrl: '/media/not-the-popup.jpg' } } },
    ]);
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.keys(MEDIA_URL_COLUMNS).map(async (table) => [table, await store.query(`select * from "${table}" order by id`)] as const),
        ),
      );
    const before = await snapshot();

    await store.migrate(migrationsBeforeMigration(true));

    const after = await snapshot();
    for (const [table, columns] of Object.entries(MEDIA_URL_COLUMNS)) {
      const [first, second] = after[table]!;
      for (const column of columns) expect(first?.[column], `${table}.${column}`).toBe(`${table}/${column}.jpg`);
      // Nothing else in the row changed, nor any row without a '/media/' value.
      const others = (row: Record<string, unknown> | undefined) => ({ ...row, ...Object.fromEntries(columns.map((c) => [c, null])) });
      expect(others(first), table).toEqual(others(before[table]![0]));
      if (second) expect(second, table).toEqual(before[table]![1]);
    }
    const settings = await store.query(`select key, value from site_settings order by key`);
    expect(settings).toEqual([
      { key: 'other', value: { popupContent: { imageUrl: '/media/not-the-popup.jpg' } } },
      { key: 'popup', value: { showPopup: true, popupContent: { title: 'Hi', imageUrl: 'creative/welcome.jpg', soundUrl: 'sounds/chime.mp3' } } },
    ]);
    // The popup fields the migration rewrites are the ones seed version 6 and the route handle.
    expect(POPUP_MEDIA_FIELDS).toEqual(['imageUrl', 'soundUrl']);
  });
});

describe('seed version 6', () => {
  it('makes values written under a non-default MEDIA_BASE_URL relative, before the older upgrades', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    const db = t.deps.db;
    await seedDemo(db, { mediaBaseUrl: '/media' });
    const base = 'https://cdn.old.test/media';
    const [fresh] = await db.select().from(schema.videos).where(eq(schema.videos.id, 1));
    // What a seed at version 5 wrote with MEDIA_BASE_URL=https://cdn.old.test/media, and a shared
    // clip frame from version 1 under that base (seed version 2's upgrade must still find it).
    await db.update(schema.videos).set({ thumbnailUrl: `${base}/${fresh!.thumbnailUrl}`, posterUrl: `${base}/${fresh!.posterUrl}` }).where(eq(schema.videos.id, 1));
    await db.update(schema.videos).set({ thumbnailUrl: `${base}/demo/godavari-sunrise/thumb.jpg` }).where(eq(schema.videos.id, 3));
    await db.update(schema.videos).set({ thumbnailUrl: 'https://img.example/own.jpg' }).where(eq(schema.videos.id, 2));
    await db.update(schema.liveStreams).set({ liveUrl: `${base}/live/demo-channel/master.m3u8` }).where(eq(schema.liveStreams.id, 1));
    await db.update(schema.advertisements).set({ bannerImage: `${base}/creative/ad-2.jpg` }).where(eq(schema.advertisements.id, 2));
    const [popup] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
    const config = popup!.value as { popupContent: Record<string, unknown> };
    await db.update(schema.siteSettings).set({ value: { ...config, popupContent: { ...config.popupContent, imageUrl: `${base}/creative/welcome.jpg` } } }).where(eq(schema.siteSettings.key, 'popup'));
    await db.update(schema.siteSettings).set({ value: 5 }).where(eq(schema.siteSettings.key, SEED_VERSION_KEY));

    expect(await seedDemo(db, { mediaBaseUrl: base })).toBe('seeded');
    const rows = await db.select().from(schema.videos).orderBy(schema.videos.id);
    expect([rows[0]?.thumbnailUrl, rows[0]?.posterUrl]).toEqual([fresh!.thumbnailUrl, fresh!.posterUrl]);
    expect(rows[1]?.thumbnailUrl).toBe('https://img.example/own.jpg');
    expect(rows[2]?.thumbnailUrl).toBe('art/video-3/thumb.jpg');
    const [channel] = await db.select().from(schema.liveStreams).where(eq(schema.liveStreams.id, 1));
    expect(channel?.liveUrl).toBe('live/demo-channel/master.m3u8');
    const [ad] = await db.select().from(schema.advertisements).where(eq(schema.advertisements.id, 2));
    expect(ad?.bannerImage).toBe('creative/ad-2.jpg');
    const [after] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, 'popup'));
    expect((after!.value as { popupContent: { imageUrl: string } }).popupContent.imageUrl).toBe('creative/welcome.jpg');
    expect(await seedDemo(db, { mediaBaseUrl: base })).toBe('up-to-date');
  });
});
