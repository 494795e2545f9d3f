// Dashboard query latency at scale (issue 17.5, docs/benchmarks.md 'Dashboard'): makes a database
// of its own (ott_bench_dashboard, dropped at the end) on the PostgreSQL of BENCH_DATABASE_URL,
// fills it with generate_series (bench/dashboard-dataset.ts), times the rollup of a year of closed
// days, then the dashboard's two answers for 7 to 366 days: cold (first call on a new pool, today
// computed live) and warm (p50 / p95), beside a bare Fastify hello-world through the same inject.
// Run: npm run bench:dashboard -- [--scale=1] [--repeat=20]. Not part of npm test.
import os from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';
import { addDays, istDay } from '@ott/contract';
import { openDatabase } from '../src/lib/db/client.ts';
import { getDashboard, getDashboardMoney } from '../src/features/dashboard/dashboard-service.ts';
import { rollUpClosedDays } from '../src/features/dashboard/index.ts';
import { makeDataset, sizeAt } from './bench/dashboard-dataset.ts';
import { percentile } from './bench/timing.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SCALE = Number(arg('scale') ?? 1);
const REPEAT = Number(arg('repeat') ?? 20);
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

const ms = (started: number) => performance.now() - started;
const cell = (samples: number[]) => `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`;

async function timeRanges(log: (line: string) => void, ranges: readonly number[], repeat: number) {
  const now = new Date();
  const to = istDay(now);
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const handle = await openDatabase({ url: benchUrl(), poolSize: 4, migrate: false });
  hello.get('/dashboard', async (req) => {
    const { from } = req.query as { from: string };
    return { counts: await getDashboard(handle.db, { from, to }, new Date()), money: await getDashboardMoney(handle.db, { from, to }, new Date()) };
  });
  await hello.ready();
  log('| range | cold ms (first call, new pool) | warm p50 / p95 ms | response bytes |');
  log('|---|---|---|---|');
  for (const days of ranges) {
    const url = `/dashboard?from=${addDays(to, 1 - days)}`;
    const started = performance.now();
    const first = await hello.inject({ url });
    const cold = ms(started);
    const warm: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const t0 = performance.now();
      await hello.inject({ url });
      warm.push(ms(t0));
    }
    log(`| ${days} days | ${cold.toFixed(1)} | ${cell(warm)} | ${first.body.length.toLocaleString('en')} |`);
  }
  const bare: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await hello.inject({ url: '/hello' });
    bare.push(ms(t0));
  }
  log(`| bare Fastify hello-world (inject) | | ${cell(bare)} | |`);
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
  await admin(`drop database if exists ${NAME}`);
  await admin(`create database ${NAME}`);
  try {
    const migrated = await openDatabase({ url: benchUrl(), poolSize: 2, migrate: true });
    await migrated.close();
    const client = new pg.Client({ connectionString: benchUrl() });
    await client.connect();
    log('\n| dataset step | time |\n|---|---|');
    await makeDataset(client, sizeAt(SCALE), log).catch(async (err: unknown) => {
      await client.end();
      throw err;
    });
    const counts = await client.query(
      `select (select count(*) from users) users, (select count(*) from payments) payments, (select count(*) from subscription_grants) grants,
        (select count(*) from video_views) views, (select count(*) from ad_events) ad_events, pg_size_pretty(pg_database_size(current_database())) size`,
    );
    log(`\nrows: ${JSON.stringify(counts.rows[0])}`);
    await client.end();

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
    await admin(`drop database if exists ${NAME} with (force)`);
  }
}

await main();
