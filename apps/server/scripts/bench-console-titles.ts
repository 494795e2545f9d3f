// The console's title list at catalogue scale (issue 15.5): the demo seed plus BENCH_VIDEOS
// synthetic titles (default 100,000; bench/search-dataset.ts), a tenth of them drafts, a few
// hundred scheduled, and a few thousand with an ingest row in each state; then times the list as
// the console asks for it (search by name, status, type and category filters, deep pages) through
// the same function the route calls, and EXPLAIN ANALYZEs the page query on PostgreSQL.
// Run: npx tsx apps/server/scripts/bench-console-titles.ts [--db=pglite|postgres] [--requests=30]
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AdminTitlesQuery } from '@ott/contract';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/lib/create-deps.ts';
import { seedDemo } from '../src/features/seed/index.ts';
import { listAdminTitles } from '../src/features/title-admin/title-read.ts';
import { seedBenchDataset } from './bench/search-dataset.ts';
import { percentile } from './bench/timing.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DB = arg('db') ?? 'pglite';
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 100_000);
const REQUESTS = Number(arg('requests') ?? 30);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const QUERIES: [string, Record<string, string>][] = [
  ['newest, page 1', {}],
  ['newest, page 200', { page: '200' }],
  ['name contains "godavari"', { q: 'godavari' }],
  ['name "prema" (Latin letters for ప్రేమ)', { q: 'prema' }],
  ['name contains a Telugu word', { q: 'ప్రేమ' }],
  ['a rare name', { q: 'సూర్యకాంతం' }],
  ['status draft', { status: 'draft' }],
  ['status processing', { status: 'processing' }],
  ['status failed', { status: 'failed' }],
  ['status published, paid, category 2', { status: 'published', video_type: 'paid', category_id: '2' }],
  ['name + status published', { q: 'godavari', status: 'published' }],
  ['title id', { q: '4242' }],
];

async function main() {
  const name = `ott_bench_console_${crypto.randomBytes(4).toString('hex')}`;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (DB === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: path.join(os.tmpdir(), `ott-bench-console-${process.pid}`),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await createDeps(config, { inMemory: true, log: () => {} });
  try {
    const raw = deps.dbHandle.raw;
    await seedDemo(deps.db, { mediaBaseUrl: config.mediaBaseUrl });
    const seeded = await seedBenchDataset(deps.db, raw, VIDEOS);
    // A console's mix: drafts, scheduled titles, and films in every ingest state.
    await raw.query(`update videos set status = 'draft' where id % 10 = 3`);
    await raw.query(`update videos set status = 'scheduled', publish_at = now() + interval '3 days' where id % 500 = 7`);
    // Every 40th title has an ingest row; (id / 40) % 6 picks its state, so each state gets a sixth
    // of them (id % 6 on these odd ids could only ever pick three of the six).
    await raw.query(
      `insert into title_ingests (video_id, upload_id, state, progress)
       select id, md5(id::text), (array['uploading','queued','running','done','failed','cancelled'])[1 + (id / 40) % 6], 50
       from videos where id % 40 = 1`,
    );
    await raw.query(`update videos set hls_path = null where id % 40 = 1 and (id / 40) % 6 in (4, 5)`);
    await raw.query('analyze');
    const engine = databaseUrl ? 'PostgreSQL' : 'PGlite (in-memory)';
    console.log(`node ${process.version}, ${os.cpus().length} cores, ${engine}, ${VIDEOS.toLocaleString('en')} synthetic titles + demo seed (dataset ${seeded.totalSeconds.toFixed(0)} s)`);
    console.log(`${REQUESTS} calls per row after 5 warm-ups; p50 / p95 ms; the list query and its count together\n`);
    console.log('| query | rows on page | total | p50 / p95 ms |');
    console.log('|---|---|---|---|');
    for (const [label, params] of QUERIES) {
      const query = AdminTitlesQuery.parse(params);
      for (let i = 0; i < 5; i += 1) await listAdminTitles(deps.db, config, query);
      const samples: number[] = [];
      let last = { rows: [] as unknown[], total: 0 };
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now();
        last = await listAdminTitles(deps.db, config, query);
        samples.push(performance.now() - started);
      }
      console.log(`| ${label} | ${last.rows.length} | ${last.total.toLocaleString('en')} | ${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)} |`);
    }
  } finally {
    await closeDeps(deps);
    await dropDatabase?.();
  }
}

await main();
