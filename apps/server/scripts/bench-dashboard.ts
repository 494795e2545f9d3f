// Dashboard query latency at scale (issue 17.5, docs/benchmarks.md 'Dashboard'): makes a database
// of its own (ott_bench_dashboard, dropped at the end) on the PostgreSQL of BENCH_DATABASE_URL,
// fills it with generate_series (bench/dashboard-dataset.ts), times the rollup of a year of closed
// days, then the dashboard's two answers for 7 to 366 days: cold (first call, empty live cache:
// today computed), warm (p50 / p95, today's figures from the cache as the routes share them) and
// with the live figures recomputed every call (the cache bypassed: what one load a minute costs),
// beside a bare Fastify hello-world through the same inject.
// Run: npm run bench:dashboard -- [--scale=1] [--repeat=20] [--keep] [--reuse]. Not part of npm test.
// --keep leaves the database in place at the end; --reuse skips the generation when a complete
// dataset of the same scale is there (bench_dataset marker), migrates it to the current schema and
// clears the rollup's tables, so one scale-1 dataset is timed before and after a change;
// --reuse --timings-only keeps the rollup too and repeats the timings after it.
import os from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';
import { addDays, istDay } from '@ott/contract';
import { openDatabase } from '../src/lib/db/client.ts';
import { getDashboard, getDashboardMoney } from '../src/features/dashboard/dashboard-service.ts';
import { rollUpClosedDays } from '../src/features/dashboard/index.ts';
import { LiveCache, uncached } from '../src/features/dashboard/live-cache.ts';
import { makeDataset, sizeAt } from './bench/dashboard-dataset.ts';
import { percentile } from './bench/timing.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SCALE = Number(arg('scale') ?? 1);
const REPEAT = Number(arg('repeat') ?? 20);
const KEEP = process.argv.includes('--keep');
const REUSE = process.argv.includes('--reuse');
/** With --reuse: keep the rollup as the last run left it and time the answers only (a repeat). */
const TIMINGS_ONLY = REUSE && process.argv.includes('--timings-only');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'ott_bench_dashboard';
const benchUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  return url.toString();
};

async function admin(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The rollup's own rows (the dataset's watch time in dashboard_title_days stays). */
const RESET_ROLLUP = [
  'delete from dashboard_days',
  'update dashboard_title_days set views = 0 where views <> 0',
  // Each day's rows together again, as the generation left them: the update above moved them all,
  // and the rollup's own update of each day's views (in day order) should be what places them.
  'cluster dashboard_title_days using dashboard_title_days_day_video_id_pk',
  `do $$ begin if to_regclass('dashboard_title_months') is not null then execute 'delete from dashboard_title_months; delete from dashboard_months'; end if; end $$`,
  // One statement a query: VACUUM does not run in the implicit transaction of a multi-statement query.
  'vacuum analyze dashboard_days',
  'vacuum analyze dashboard_title_days',
  'vacuum analyze users',
  'vacuum analyze subscription_grants',
];

/** When the bench database holds a complete dataset of this scale: when it was made; else null. */
async function existingDataset(): Promise<string | null> {
  const client = new pg.Client({ connectionString: benchUrl() });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query<{ scale: number; made_at: Date }>(
      `select scale, made_at from bench_dataset where to_regclass('bench_dataset') is not null`,
    ).catch(() => ({ rows: [] as { scale: number; made_at: Date }[] }));
    const row = rows[0];
    return row && row.scale === SCALE ? row.made_at.toISOString() : null;
  } finally {
    await client.end();
  }
}

const ms = (started: number) => performance.now() - started;
const cell = (samples: number[]) => `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`;

async function timeRanges(log: (line: string) => void, ranges: readonly number[], repeat: number) {
  const now = new Date();
  const to = istDay(now);
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const handle = await openDatabase({ url: benchUrl(), poolSize: 4, migrate: false });
  // As the routes do: one LiveCache shared by both answers (a new one per range for the cold call).
  let cache = new LiveCache();
  hello.get('/dashboard', async (req) => {
    const { from, live } = req.query as { from: string; live?: string };
    const source = live === 'uncached' ? uncached : cache.get;
    const now = new Date();
    return {
      counts: await getDashboard(handle.db, { from, to }, now, source),
      money: await getDashboardMoney(handle.db, { from, to }, now, source),
    };
  });
  await hello.ready();
  log(`(load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} before these timings)`);
  log('| range | cold ms (first call, empty cache) | warm p50 / p95 ms (live figures cached) | live figures recomputed p50 / p95 ms | response bytes |');
  log('|---|---|---|---|---|');
  for (const days of ranges) {
    const url = `/dashboard?from=${addDays(to, 1 - days)}`;
    cache = new LiveCache();
    const started = performance.now();
    const first = await hello.inject({ url });
    const cold = ms(started);
    const timeUrl = async (target: string) => {
      const samples: number[] = [];
      for (let i = 0; i < repeat; i++) {
        const t0 = performance.now();
        await hello.inject({ url: target });
        samples.push(ms(t0));
      }
      return samples;
    };
    const warm = await timeUrl(url);
    const recomputed = await timeUrl(`${url}&live=uncached`);
    log(`| ${days} days | ${cold.toFixed(1)} | ${cell(warm)} | ${cell(recomputed)} | ${first.body.length.toLocaleString('en')} |`);
  }
  const bare: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await hello.inject({ url: '/hello' });
    bare.push(ms(t0));
  }
  log(`| bare Fastify hello-world (inject) | | ${cell(bare)} | | |`);
  log(`(load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} after these timings)`);
  await hello.close();
  await handle.close();
}

async function main() {
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  log(`node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${new Date().toISOString().slice(0, 10)}, scale ${SCALE}`);
  const reused = REUSE && (await existingDataset());
  if (!reused) {
    await admin(`drop database if exists ${NAME} with (force)`);
    await admin(`create database ${NAME}`);
  }
  try {
    const migrated = await openDatabase({ url: benchUrl(), poolSize: 2, migrate: true });
    await migrated.close();
    const client = new pg.Client({ connectionString: benchUrl() });
    await client.connect();
    if (reused && TIMINGS_ONLY) {
      log(`\nReusing the scale-${SCALE} dataset made ${reused} and its rollup; timings only.`);
    } else if (reused) {
      log(`\nReusing the scale-${SCALE} dataset made ${reused}; clearing the rollup's tables.`);
      for (const text of RESET_ROLLUP) await client.query(text);
    } else {
      log('\n| dataset step | time |\n|---|---|');
      await makeDataset(client, sizeAt(SCALE), log).catch(async (err: unknown) => {
        await client.end();
        throw err;
      });
      await client.query(`create table bench_dataset (scale float8 not null, made_at timestamptz not null default now()); insert into bench_dataset (scale) values (${SCALE})`);
    }
    const counts = await client.query(
      `select (select count(*) from users) users, (select count(*) from payments) payments, (select count(*) from subscription_grants) grants,
        (select count(*) from video_views) views, (select count(*) from ad_events) ad_events, pg_size_pretty(pg_database_size(current_database())) size`,
    );
    log(`\nrows: ${JSON.stringify(counts.rows[0])}`);
    await client.end();

    if (TIMINGS_ONLY) {
      const handle = await openDatabase({ url: benchUrl(), poolSize: 2, migrate: false });
      const rolled = await rollUpClosedDays(handle.db, new Date(), 400);
      log(`Rollup run first (days stored: ${rolled.length}).`);
      await handle.close();
      log('\nAfter the rollup (closed days read from dashboard_days, today live):');
      await timeRanges(log, [7, 30, 90, 366], REPEAT);
      return;
    }
    // Only the first minutes of a new installation: every day is computed from the source tables.
    log('\nBefore any rollup (every day computed live):');
    await timeRanges(log, [7], 3);
    const handle = await openDatabase({ url: benchUrl(), poolSize: 2, migrate: false });
    const started = performance.now();
    const rolled = await rollUpClosedDays(handle.db, new Date(), 400);
    log(`\nRollup of ${rolled.length} closed days (first run, a year): ${(ms(started) / 1000).toFixed(1)} s`);
    const next = performance.now();
    await rollUpClosedDays(handle.db, new Date(), 400);
    log(`Rollup run with nothing to do: ${ms(next).toFixed(1)} ms`);
    await handle.close();
    log('\nAfter the rollup (closed days read from dashboard_days, today live):');
    await timeRanges(log, [7, 30, 90, 366], REPEAT);
  } finally {
    // WITH (FORCE): a connection a failed step left open does not keep the database alive.
    if (KEEP) log(`\nKept the database ${NAME} (drop it with: drop database ${NAME} with (force)).`);
    else await admin(`drop database if exists ${NAME} with (force)`);
  }
}

await main();
