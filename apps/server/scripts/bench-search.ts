// Search, category listings and regional reads at catalogue scale (issue 4, docs/benchmarks.md):
// builds a throwaway database (in-memory PGlite, or a fresh PostgreSQL database dropped at the
// end) with the demo seed plus BENCH_VIDEOS synthetic videos (default 100,000; bench/search-
// dataset.ts), times the discovery endpoints through app.inject with the read-through cache off
// (every request reaches the database), and EXPLAIN ANALYZEs the SQL the repositories issue.
// Run: BENCH_VIDEOS=100000 npx tsx apps/server/scripts/bench-search.ts [--db=pglite|postgres]
//      [--requests=40] [--plans]   (postgres: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeDeps, createDeps } from '../src/lib/create-deps.ts';
import { passThroughCache } from '../src/lib/cache.ts';
import type { RawSql } from '../src/lib/db/client.ts';
import { seedDemo } from '../src/features/seed/index.ts';
import { videoListQuery, newestVideosQuery } from '../src/features/catalogue/video-repository.ts';
import { regionalCondition, REGIONAL_VIDEOS_LIMIT, type RegionLevel } from '../src/features/regions/regional-videos.ts';
import { seedBenchDataset } from './bench/search-dataset.ts';
import { percentile, timeInject } from './bench/timing.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DB = arg('db') ?? process.env.BENCH_DB ?? 'pglite';
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 100_000);
const REQUESTS = Number(arg('requests') ?? 40);
const SHOW_PLANS = process.argv.includes('--plans');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function throwawayPostgres() {
  const name = `ott_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query('show server_version');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: String((rows[0] as { server_version: string }).server_version),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const ms = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)}`;

async function countOf(app: App, url: string): Promise<number> {
  const body = (await app.inject({ url, remoteAddress: '127.0.0.1' })).json() as unknown;
  if (Array.isArray(body)) return body.length;
  const data = (body as { data?: unknown[] }).data;
  return Array.isArray(data) ? data.length : 0;
}

async function table(app: App, title: string, rows: [string, string][]) {
  console.log(`\n#### ${title}\n| what | request | results | p50 / p95 ms |\n|---|---|---|---|`);
  for (const [label, url] of rows) {
    const samples = await timeInject(app, url, REQUESTS);
    console.log(`| ${label} | \`${decodeURIComponent(url)}\` | ${await countOf(app, url)} | ${ms(samples)} |`);
  }
}

/** Index names a plan uses, whether it scans videos sequentially, and the execution time. */
async function explain(raw: RawSql, label: string, query: { sql: string; params: unknown[] }) {
  const { rows } = await raw.query(`explain (analyze, costs off, summary on) ${query.sql}`, query.params);
  const plan = rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n');
  const used = plan.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\w+)|Bitmap Index Scan on (\w+)/g);
  const indexes = [...new Set([...used].map((m) => m[1] ?? m[2]))];
  const seq = /Seq Scan on videos/.test(plan) ? 'yes' : 'no';
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
  console.log(`| ${label} | ${indexes.join(', ') || '—'} | ${seq} | ${time} |`);
  if (SHOW_PLANS) console.log(`\n\`\`\`\n${plan}\n\`\`\`\n`);
}

async function main() {
  const postgres = DB === 'postgres' ? await throwawayPostgres() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: path.join(os.tmpdir(), `ott-bench-search-${process.pid}`),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const deps = await createDeps(config, { inMemory: true, log: () => {} });
  try {
    const raw = deps.dbHandle.raw;
    await seedDemo(deps.db, { mediaBaseUrl: config.mediaBaseUrl });
    const seeded = await seedBenchDataset(deps.db, raw, VIDEOS);
    const engine = postgres ? `PostgreSQL ${postgres.version}` : 'PGlite (in-memory)';
    console.log(`node ${process.version}, ${os.cpus().length} cores, ${engine}, ${VIDEOS.toLocaleString('en')} synthetic videos + demo seed`);
    console.log(
      `dataset: insert ${seeded.insertSeconds.toFixed(1)} s (videos, regions and trigram indexes), region parents ` +
        `${seeded.fillParentsSeconds.toFixed(1)} s for ${seeded.parentsFilled.toLocaleString('en')} videos, ` +
        `total ${seeded.totalSeconds.toFixed(1)} s; ${seeded.villageCount.toLocaleString('en')} villages`,
    );
    console.log(`${REQUESTS} requests per row after 20 warm-ups, cache off, app.inject (no network)`);

    // A busy village and its parents; a description place word; a village name prefix.
    const { rows: [busy] } = await raw.query(
      `select village_id, mandal_id, constituency_id, district_id, state_id from videos
       where village_id >= $1 group by 1, 2, 3, 4, 5 order by count(*) desc limit 1`,
      [seeded.firstVillageId],
    );
    const place = busy as Record<RegionLevel, number>;
    const { rows: [sample] } = await raw.query(
      `select substring(v.description from 'from (\\w+)peta') as word, vi.name as village, vi.pincode, m.name as mandal
       from videos v join villages vi on vi.id = $1 join mandals m on m.id = vi.mandal_id where v.id = (select max(id) from videos)`,
      [place.village_id],
    );
    const s = sample as { word: string; village: string; pincode: string; mandal: string };

    const app = await buildApp({ ...deps, cache: passThroughCache });
    await app.ready();
    const searchUrl = (q: string) => {
      const e = encodeURIComponent(q);
      return `/api/videos/?title=${e}&description=${e}&category_name=${e}`;
    };
    const SEARCHES: [string, string][] = [
      ['English title word', 'godavari'],
      ['Telugu titles by Latin letters', 'prema'],
      ['… long-vowel spelling (2 keys)', 'preema'],
      ['… two words', 'prema katha'],
      ['… rare title (1 in 1,000)', 'suryakantham'],
      ['Telugu script', 'ప్రేమ'],
      ['description only (rare place name)', s.word],
      ['category name', 'devotional'],
      ['no match', 'xyzzy'],
      ['two letters (no trigram)', 'ka'],
    ];
    await table(app, 'Search (same text as title, description and category_name, as the client sends it)', SEARCHES.map(([l, q]) => [l, searchUrl(q)]));
    await table(app, 'Listings', [
      ['category page 1 (20)', '/api/videos/category/1/?page=1&page_size=20'],
      ['category page 50 (20)', '/api/videos/category/1/?page=50&page_size=20'],
      ['category page 1 (Shorts)', '/api/videos/category/19/?page=1&page_size=20'],
      ['recently added (15)', '/api/videos/?limit=15&ordering=-created_at'],
      ['premium, newest (20)', '/api/videos/?video_type=paid&limit=20'],
    ]);
    const LEVELS: RegionLevel[] = ['village_id', 'mandal_id', 'constituency_id', 'district_id', 'state_id'];
    await table(app, 'Regional', [
      ...LEVELS.map((level): [string, string] => [`by_location ${level}`, `/api/regional-videos/by_location/?${level}=${place[level]}`]),
      ['by_location, no id (all regional)', '/api/regional-videos/by_location/'],
      ['village videos (drill-down)', `/api/frontend/videos/?village_id=${place.village_id}`],
      ['village name search', `/villages/search/?name=${encodeURIComponent(s.village.slice(0, 4))}&mandal_id=${place.mandal_id}`],
      ['mandal name search', `/mandals/search/?name=${encodeURIComponent(s.mandal.slice(0, 3))}&constituency_id=${place.constituency_id}`],
      ['address: pincode', `/api/address/suggestions/?query=${s.pincode}`],
      ['address: name', `/api/address/suggestions/?query=${encodeURIComponent(s.village.slice(0, 5))}`],
      ['address: chosen village', `/api/address/suggestions/?village_id=${place.village_id}`],
    ]);
    await app.close();

    console.log('\n#### Query plans (EXPLAIN ANALYZE of the repositories\' own SQL)\n| query | indexes used | seq scan on videos | execution ms |\n|---|---|---|---|');
    for (const [label, q] of SEARCHES) {
      const { query } = await videoListQuery(deps.db, { title: q, description: q, category_name: q });
      await explain(raw, `search: ${label}`, query.toSQL());
    }
    await explain(raw, 'category page 50', {
      sql: `select * from videos v left join categories c on c.id = v.category_id where v.category_id = 1 and v.status = 'ready'
            order by v.created_at desc, v.id desc limit 20 offset 980`,
      params: [],
    });
    await explain(raw, 'category count', { sql: `select count(*) from videos where category_id = 1 and status = 'ready'`, params: [] });
    for (const level of LEVELS) {
      await explain(raw, `by_location ${level}`, newestVideosQuery(deps.db, regionalCondition({ level, id: place[level] }), REGIONAL_VIDEOS_LIMIT).toSQL());
    }
    await explain(raw, 'by_location, no id', newestVideosQuery(deps.db, regionalCondition(null), REGIONAL_VIDEOS_LIMIT).toSQL());
  } finally {
    await closeDeps(deps);
    await postgres?.drop();
  }
}

await main();
