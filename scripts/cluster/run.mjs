#!/usr/bin/env node
// `npm run test:cluster` (issue 14.10): the service as it runs in production, on this machine.
// Starts, as processes: a fresh PostgreSQL database (the machine's server), its own redis-server,
// an S3-compatible server (s3rver), one worker and two API instances (the compiled server, ROLE
// worker/api), and Debian's nginx in front. Under a steady mixed load (reads, sign-ins, payments,
// playback) it then: restarts both API instances one after the other; stops Redis for a while and
// starts it again; kills the worker with SIGKILL in the middle of the demo-media job and starts it
// again. It asserts: no failed request during the rolling restart, no 5xx while Redis is away,
// every payment settled exactly once, the killed worker's ffmpeg gone with it, the job completed
// after the restart, and the same media answered by every instance. Figures go to stdout (JSON).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import sharp from 'sharp';
import { freePort, get, pidsMentioning, sleep, startProcess, waitFor } from './procs.mjs';
import { startLoad } from './load.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBin = process.env.NGINX ?? '/usr/sbin/nginx';
const MEDIA_TIMEOUT_MS = Number(process.env.CLUSTER_MEDIA_TIMEOUT_MS ?? 20 * 60_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-cluster-'));
const logDir = path.join(work, 'logs');
fs.mkdirSync(logDir);
const started = Date.now();
const say = (msg) => console.log(`[cluster +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const procs = [];
const problems = [];
const checks = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
  checks.push({ ok, message });
  say(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};
// With CLUSTER_REPORT set, every check goes to that file in vitest's JSON shape, which `npm test`
// (scripts/test-all.mjs) counts; a run that stops early counts as one more failure.
let finished = false;
process.on('exit', () => {
  if (!process.env.CLUSTER_REPORT) return;
  const results = [...checks];
  if (!finished) results.push({ ok: false, message: `stopped early (exit code ${process.exitCode ?? 1}); logs in ${logDir}` });
  const assertionResults = results.map((c) => ({ status: c.ok ? 'passed' : 'failed', fullName: c.message, failureMessages: c.ok ? [] : [c.message] }));
  const report = {
    numPassedTests: results.filter((c) => c.ok).length,
    numFailedTests: results.filter((c) => !c.ok).length,
    testResults: [{ name: path.join(root, 'scripts/cluster/run.mjs'), status: results.every((c) => c.ok) ? 'passed' : 'failed', assertionResults }],
  };
  fs.writeFileSync(process.env.CLUSTER_REPORT, JSON.stringify(report));
});

// ---- Database, Redis, object store -------------------------------------------------------------
const dbName = `ott_cluster_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const db = new pg.Pool({ connectionString: dbUrl, max: 3 });

const ports = { redis: await freePort(), s3: await freePort(), nginx: await freePort(), apiA: await freePort(), apiB: await freePort(), worker: await freePort() };
const BUCKET = 'ott-media';
let redis;
const startRedis = async () => {
  redis = startProcess('redis', 'redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { logDir });
  procs.push(redis);
  await waitFor('redis', () => spawnSync('redis-cli', ['-p', String(ports.redis), 'ping']).stdout?.toString().includes('PONG'), 10_000);
};
await startRedis();
const s3 = startProcess('s3rver', process.execPath, [path.join(root, 'node_modules/s3rver/bin/s3rver.js'), '-d', path.join(work, 's3'), '-a', '127.0.0.1', '-p', String(ports.s3), '--configure-bucket', BUCKET, '--silent'], { logDir });
procs.push(s3);
await waitFor('s3rver', async () => (await get(`http://127.0.0.1:${ports.s3}/${BUCKET}/`)).status === 200, 20_000);
say(`database ${dbName}, redis :${ports.redis}, s3rver :${ports.s3}`);

// ---- Our server: build, migrate, worker, two API instances -------------------------------------
const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('server build failed');
const common = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: dbUrl,
  REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
  MEDIA_STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
  MEDIA_SIGNING_SECRET: crypto.randomBytes(24).toString('hex'),
  TRUST_PROXY: '1',
  MIGRATE_ON_START: 'false',
  LIVE_CHANNEL: 'off',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_SESSION_PER_MINUTE: '1000000',
  OTP_IP_SENDS_PER_HOUR: '100000',
  // The whole load comes from nginx's one address, as nginx itself sets X-Forwarded-For.
  OTP_IP_VERIFIES_PER_HOUR: '100000',
  // ... so no proof of work either (issue 16.1): the load's sign-ins are a script's by design.
  OTP_IP_SENDS_BEFORE_POW: '100000',
  OTP_IP_VERIFIES_BEFORE_POW: '100000',
};
const migrate = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], { cwd: root, env: { ...process.env, ...common }, encoding: 'utf8' });
check(migrate.status === 0, `npm run migrate applied the schema (${migrate.stdout.trim() || migrate.stderr.trim()})`);

const server = (name, role, port, extra = {}) =>
  startProcess(name, process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    logDir,
    env: { ...common, ROLE: role, PORT: String(port), DATA_DIR: path.join(work, name), ...extra },
  });
const ready = (port) => waitFor(`:${port} /readyz`, async () => (await get(`http://127.0.0.1:${port}/readyz`)).status === 200, 60_000);

let worker = server('worker', 'worker', ports.worker, { SEED_DEMO: 'true' });
await ready(ports.worker);
const api = { A: server('apiA', 'api', ports.apiA), B: server('apiB', 'api', ports.apiB) };
await Promise.all([ready(ports.apiA), ready(ports.apiB)]);

const nginxDir = path.join(work, 'nginx');
fs.mkdirSync(nginxDir);
const conf = fs
  .readFileSync(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8')
  .replaceAll('{{dir}}', nginxDir)
  .replaceAll('{{port}}', String(ports.nginx))
  .replaceAll('{{apiA}}', String(ports.apiA))
  .replaceAll('{{apiB}}', String(ports.apiB))
  .replaceAll('{{s3}}', String(ports.s3))
  .replaceAll('{{bucket}}', BUCKET);
fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), conf);
const nginx = startProcess('nginx', nginxBin, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], { logDir });
procs.push(nginx);
const base = `http://127.0.0.1:${ports.nginx}`;
await waitFor('nginx', async () => (await get(`${base}/livez`)).status === 200, 15_000);
await waitFor('the seeded plans', async () => (await get(`${base}/users/api/subscription-plans/`)).text.includes('Basic'), 60_000);
say(`nginx :${ports.nginx} → api :${ports.apiA} :${ports.apiB}; worker :${ports.worker}`);

// ---- Load ---------------------------------------------------------------------------------------
let phase = 'steady';
const answers = [];
let freeStream = null;
const lastCode = async (phone) => {
  const { rows } = await db.query('select code from sms_outbox where phone = $1 order by id desc limit 1', [phone]);
  return rows[0]?.code;
};
const load = startLoad({
  base,
  workers: 6,
  lastCode,
  mediaPath: () => freeStream,
  record: (a) => answers.push({ ...a, phase }),
});
const during = async (name, fn) => {
  phase = name;
  say(`phase ${name}`);
  await fn();
  phase = 'steady';
};

await sleep(8000);

// Each instance only gets SIGTERM, with nginx left as it is: it drains (SHUTDOWN_DRAIN_MS), closes,
// and nginx sends what it refuses to the other (nginx.conf.template).
await during('rolling-restart', async () => {
  for (const [key, port] of [['A', ports.apiA], ['B', ports.apiB]]) {
    await api[key].stop();
    api[key] = server(`api${key}`, 'api', port);
    await ready(port);
    await sleep(2000);
  }
});
await sleep(4000);

await during('redis-outage', async () => {
  await redis.kill();
  await sleep(12_000);
  await startRedis();
  await waitFor('instances back on Redis', async () => {
    const states = await Promise.all([ports.apiA, ports.apiB].map(async (p) => JSON.parse((await get(`http://127.0.0.1:${p}/readyz`)).text).status));
    return states.every((s) => s === 'ready');
  }, 30_000);
});
await sleep(4000);

// Kill the worker with SIGKILL while the demo-media job runs (its ffmpeg with it), then restart it.
const jobActive = () => db.query("select id from pgboss.job where name = 'demo-media' and state = 'active'").then((r) => r.rowCount > 0);
const mediaAlreadyReady = JSON.parse((await get(`${base}/api/health`)).text).media_ready;
await during('worker-kill', async () => {
  await waitFor('the demo-media job to be running', jobActive, 120_000);
  await waitFor('ffmpeg under the worker', () => pidsMentioning(path.join(work, 'worker')).length > 0, 120_000).catch(() => null);
  await sleep(3000);
  const before = pidsMentioning(path.join(work, 'worker'));
  await worker.kill();
  await sleep(1500);
  const orphans = pidsMentioning(path.join(work, 'worker'));
  check(orphans.length === 0, `kill -9 of the worker took its ${before.length} ffmpeg/child processes with it (left: ${orphans.length})`);
  worker = server('worker', 'worker', ports.worker, { SEED_DEMO: 'true' });
  await ready(ports.worker);
});
check(!mediaAlreadyReady, 'the worker was killed before the media was ready (mid-job)');
phase = 'media-wait';
await waitFor('media_ready after the restart', async () => JSON.parse((await get(`${base}/api/health`)).text).media_ready === true, MEDIA_TIMEOUT_MS);
say('demo media ready');
const list = JSON.parse((await get(`${base}/api/videos/?page=1`)).text);
const items = list.results ?? list.data ?? list;
freeStream = items.map((v) => v.hls_url).find((u) => typeof u === 'string' && u.startsWith('/media/') && !u.includes('/s/')) ?? null;
check(freeStream !== null, `a free title's stream is listed (${freeStream})`);
phase = 'playback';
await sleep(10_000);
await load.stop();

// ---- Assertions ---------------------------------------------------------------------------------
const failed = (a) => a.status === 0 || a.status >= 500;
const byPhase = (name) => answers.filter((a) => a.phase === name);
const rolling = byPhase('rolling-restart');
check(rolling.length > 50 && rolling.filter((a) => a.status === 0 || a.status >= 400).length === 0, `rolling restart: ${rolling.length} requests, ${rolling.filter((a) => a.status === 0 || a.status >= 400).length} failed`);
const outage = byPhase('redis-outage');
check(outage.length > 50 && outage.filter(failed).length === 0, `Redis stopped and started: ${outage.length} requests, ${outage.filter(failed).length} failed or 5xx`);
const all5xx = answers.filter(failed);
check(all5xx.length === 0, `whole run: ${answers.length} requests, ${all5xx.length} failed or 5xx${all5xx.length ? ` (first: ${JSON.stringify(all5xx[0])})` : ''}`);
const plays = answers.filter((a) => a.kind === 'play');
check(plays.length > 0 && plays.every((a) => a.status === 200), `playback through nginx from the bucket: ${plays.length} playlist loads, all 200`);

const paid = load.orders.filter((o) => o.verified === 200).map((o) => o.orderId);
const { rows: settled } = await db.query(
  `select o.gateway_order_id, o.status, o.fulfilled_at is not null as fulfilled,
          (select count(*)::int from payments p where p.order_id = o.id and p.status = 'captured') as captured,
          (select count(*)::int from subscription_grants g where g.order_id = o.id) as grants
     from orders o where o.gateway_order_id = any($1)`,
  [paid],
);
const wrong = settled.filter((r) => !r.fulfilled || r.captured !== 1 || r.grants !== 1);
check(paid.length > 0 && settled.length === paid.length && wrong.length === 0, `payments: ${paid.length} verified, ${settled.length} found, ${wrong.length} not settled exactly once`);

// The same media from every instance: a profile picture uploaded through nginx.
const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1f6f8b' } }).png().toBuffer();
const signer = { cookies: '', token: '' };
const cfg = await fetch(`${base}/api/app-config/`);
const csrf = /csrftoken=([^;]+)/.exec(cfg.headers.getSetCookie().join(';'))?.[1] ?? '';
signer.cookies = `csrftoken=${csrf}`;
const phone = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
const post = (url, body) => fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', cookie: signer.cookies, 'x-csrftoken': csrf }, body: JSON.stringify(body) });
await post('/users/request-otp/', { phone, otp_type: 'login' });
const login = await (await post('/users/users/login/', { phone, otp: await lastCode(phone) })).json();
const form = new FormData();
form.set('phone', phone);
form.set('profile_picture', new Blob([png], { type: 'image/png' }), 'me.png');
const upload = await fetch(`${base}/users/update-profile/`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` }, body: form });
const uploaded = await upload.text();
const pictureUrl = upload.status === 200 ? JSON.parse(uploaded).user?.profile_picture : undefined;
if (!pictureUrl) say(`profile picture upload: ${upload.status} ${uploaded.slice(0, 300)} (login ${JSON.stringify(login).slice(0, 200)})`);
const copies = !pictureUrl ? [] : await Promise.all(
  [base, `http://127.0.0.1:${ports.apiA}`, `http://127.0.0.1:${ports.apiB}`].map(async (origin) => {
    const res = await fetch(origin + pictureUrl);
    return { status: res.status, hash: crypto.createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex') };
  }),
);
check(upload.status === 200 && copies.length === 3 && copies.every((c) => c.status === 200 && c.hash === copies[0].hash), `a picture uploaded once is the same from nginx and both instances (${copies.map((c) => c.status).join(', ')})`);

// ---- Figures and clean-up -------------------------------------------------------------------------
const pct = (list, p) => {
  const sorted = list.map((a) => a.ms).sort((x, y) => x - y);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : null;
};
const figures = Object.fromEntries(
  [...new Set(answers.map((a) => a.phase))].map((name) => {
    const list = byPhase(name);
    return [name, { requests: list.length, failed: list.filter(failed).length, p50_ms: pct(list, 50), p99_ms: pct(list, 99) }];
  }),
);
console.log(JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), requests: answers.length, payments: paid.length, phases: figures }, null, 2));

await load.stop();
for (const p of [api.A, api.B, worker, nginx, s3, redis, ...procs]) await p?.stop(5000).catch(() => {});
await db.end();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.end();
finished = true;
if (problems.length) {
  console.log(`\ncluster test FAILED (${problems.length}); logs in ${logDir}`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exit(1);
}
fs.rmSync(work, { recursive: true, force: true });
console.log('\ncluster test passed');
