#!/usr/bin/env node
// Media origin benchmark (issue 13.6): CPU per media segment request in our server (embedded mode)
// beside nginx serving the same media directory with sendfile, in the same run.
//
//   node scripts/bench/media.mjs [--duration=10] [--connections=10] [--repeat=3]
//
// Starts our server as a child process on a copy of the demo data dir (/tmp/base-data, or
// MEDIA_BENCH_BASE_DATA) with LOG_LEVEL=warn, and Debian's nginx (`apt-get install -y nginx` if
// missing) with a generated config in a temp dir (loopback, daemon off, one worker, sendfile on,
// access log off). autocannon hits one real segment of a public free title, the same segment with
// the cookies a signed-in browser sends along (the origin shares the SPA's host, so it gets them),
// and one signed private segment. CPU per request = utime+stime of the process (nginx: master and
// worker) from /proc before/after, divided by the requests answered. Both processes are stopped at
// the end. Loopback only, fixed duration. The CPU a process burns idle (measured for 3 s just before
// each run: our server polls its job queue) is subtracted; the raw figure is in cpuMsPerRequestRaw.
//
// benchMedia({ duration, connections }) is imported by scripts/bench-api.mjs: keep its shape.
// Ports: MEDIA_BENCH_PORT (our server, default 8421), MEDIA_BENCH_NGINX_PORT (default 8422) and
// MEDIA_BENCH_BARE_PORT (default our port + 2: a bare node:http server with the segment in memory, the last
// row, to show what Node itself costs for the same answer).
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const SECRET = 'media-bench-signing-secret-0123456789';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime+stime in ms of a process (all its threads). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself contain spaces: ") S ppid ...".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}
const cpuMsOf = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

function childPids(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`process for ${url} exited during start-up`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(300);
  }
}

function ensureNginx() {
  const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
  const installed = candidates.find((p) => fs.existsSync(p));
  if (!installed) throw new Error('nginx not found after apt-get install');
  return installed;
}

async function startNginx(workDir, mediaDir, port) {
  const bin = ensureNginx();
  const dir = path.join(workDir, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
user root;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { video/iso.segment m4s; video/mp2t ts; application/vnd.apple.mpegurl m3u8; application/dash+xml mpd; }
  server {
    listen 127.0.0.1:${port};
    location /media/ {
      alias ${mediaDir}/;
      add_header Access-Control-Allow-Origin *;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`,
  );
  const child = spawn(bin, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  return { child, isAlive: () => !exited };
}

function startServer(dataDir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LIVE_CHANNEL: 'off',
      MEDIA_SIGNING_SECRET: SECRET,
      MEDIA_EDGE_SECRET: SECRET,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  return { child, isAlive: () => !exited };
}

/** The floor for Node: bare node:http answering every request with the file's bytes from memory. */
function startBareNode(file, port) {
  const script = `const b=require('fs').readFileSync(process.argv[1]);require('http').createServer((q,r)=>{r.writeHead(200,{'Content-Type':'video/iso.segment','Content-Length':b.length});r.end(b)}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  return { child, isAlive: () => !exited };
}

async function stop(proc) {
  if (!proc.isAlive()) return;
  const gone = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await Promise.race([gone, sleep(10_000)]);
  if (proc.isAlive()) proc.child.kill('SIGKILL');
}

/** Same token as apps/server/src/lib/media-url.ts signedMediaUrl: `{expires}-{base64url MD5 of "{expires}/{dir} {secret}"}`. */
function signedPath(mediaPath) {
  const dir = path.posix.dirname(mediaPath);
  const exp = Math.floor(Date.now() / 1000) + 600;
  const hash = crypto.createHash('md5').update(`${exp}/${dir} ${SECRET}`).digest('base64url');
  return `/media/s/${exp}-${hash}/${mediaPath}`;
}

/** A free title's first 360p segment: what most mobile viewers fetch first. */
async function pickSegments(base, mediaDir) {
  const res = await fetch(`${base}/api/videos/?video_type=free&limit=50`);
  const videos = await res.json();
  const list = Array.isArray(videos) ? videos : (videos.results ?? []);
  const hls = list
    .map((v) => v.hls_url ?? v.video_url ?? v.hls_path ?? v.video_file)
    .find((u) => typeof u === 'string' && u.includes('/media/') && !u.includes('/media/s/') && u.endsWith('.m3u8'));
  if (!hls) throw new Error('no free title with a public HLS stream in /api/videos/');
  const dir = path.posix.dirname(hls.slice(hls.indexOf('/media/') + '/media/'.length));
  const segmentOf = (d) => {
    const files = fs.readdirSync(path.join(mediaDir, d)).filter((f) => /\.(m4s|ts)$/.test(f) && !f.startsWith('init')).sort();
    return files.find((f) => f.startsWith('chunk-stream1-')) ?? files[0];
  };
  const publicFile = `${dir}/${segmentOf(dir)}`;
  const protectedRoot = path.join(mediaDir, 'protected/demo');
  const slug = fs.existsSync(protectedRoot) ? fs.readdirSync(protectedRoot).sort().find((s) => fs.statSync(path.join(protectedRoot, s)).isDirectory() && segmentOf(`protected/demo/${s}`)) : undefined;
  const privateFile = slug ? `protected/demo/${slug}/${segmentOf(`protected/demo/${slug}`)}` : null;
  return { publicFile, privateFile };
}

/** CPU the process spends with no requests (our server's job polling), per second. */
async function idleCpuMsPerSec(pids, seconds = 3) {
  const before = cpuMsOf(pids);
  await sleep(seconds * 1000);
  return (cpuMsOf(pids) - before) / seconds;
}

async function measure(url, pids, { duration, connections, headers }) {
  // Warm up: open files, JIT, page cache.
  await autocannon({ url, connections, duration: 2, headers });
  const idle = await idleCpuMsPerSec(pids);
  const before = cpuMsOf(pids);
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, headers });
  const seconds = (performance.now() - started) / 1000;
  const total = cpuMsOf(pids) - before;
  // Background work that runs whether or not media is asked for is not the media route's cost.
  const spent = Math.max(0, total - idle * seconds);
  const answered = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0 || answered === 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${answered} 2xx`);
  }
  return {
    reqPerSec: Math.round(answered / duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: Number((spent / answered).toFixed(4)),
    cpuMsPerRequestRaw: Number((total / answered).toFixed(4)),
    idleCpuMsPerSec: Number(idle.toFixed(1)),
    requests: answered,
  };
}

/**
 * `repeat` runs of ours and the anchor, alternating; the run with the median CPU per request of each.
 * At ~600 req/s the CPU column of one run moved by up to 3x on this shared VM; the median of
 * alternating runs does not.
 */
async function measurePair(ours, anchor, repeat) {
  const mine = [];
  const theirs = [];
  for (let i = 0; i < repeat; i += 1) {
    mine.push(await ours());
    theirs.push(await anchor());
  }
  const median = (runs) => [...runs].sort((a, b) => a.cpuMsPerRequest - b.cpuMsPerRequest)[Math.floor(runs.length / 2)];
  return [median(mine), median(theirs)];
}

export async function benchMedia({ duration = 10, connections = 10, repeat = 3 } = {}) {
  const baseData = process.env.MEDIA_BENCH_BASE_DATA ?? '/tmp/base-data';
  const port = Number(process.env.MEDIA_BENCH_PORT ?? 8421);
  const nginxPort = Number(process.env.MEDIA_BENCH_NGINX_PORT ?? 8422);
  if (!fs.existsSync(path.join(baseData, 'media'))) throw new Error(`no demo data dir at ${baseData}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), process.env.MEDIA_BENCH_TMP_PREFIX ?? 'h2-media-bench-'));
  const dataDir = path.join(workDir, 'data');
  execFileSync('cp', ['-a', baseData, dataDir]);
  const mediaDir = path.join(dataDir, 'media');
  const server = startServer(dataDir, port);
  const nginx = await startNginx(workDir, mediaDir, nginxPort);
  let bare = null;
  try {
    const base = `http://127.0.0.1:${port}`;
    const nginxBase = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${base}/api/health`, 180_000, server.isAlive);
    const { publicFile, privateFile } = await pickSegments(base, mediaDir);
    await waitFor(`${nginxBase}/media/${publicFile}`, 10_000, nginx.isAlive);
    // Let start-up work (seed check, demo media check, job scheduling) settle before counting CPU.
    const settleBy = Date.now() + 120_000;
    while ((await idleCpuMsPerSec([server.child.pid], 2)) > 30 && Date.now() < settleBy);
    const nginxPids = [nginx.child.pid, ...childPids(nginx.child.pid)];
    // The cookies a signed-in viewer's browser sends with every same-origin segment request (the
    // token need not be valid: the server looks it up all the same).
    const browserCookies = { cookie: `sessionid=${crypto.randomBytes(32).toString('base64url')}; csrftoken=${crypto.randomBytes(24).toString('base64url')}` };
    const cases = [
      { name: `public segment ${publicFile}`, path: `/media/${publicFile}`, anchorPath: `/media/${publicFile}`, headers: {} },
      { name: 'same segment, signed-in browser cookies', path: `/media/${publicFile}`, anchorPath: `/media/${publicFile}`, headers: browserCookies },
      ...(privateFile ? [{ name: `signed private segment ${privateFile}`, path: signedPath(privateFile), anchorPath: `/media/${privateFile}`, headers: {} }] : []),
    ];
    // A freshly started server runs its first heavy load slower (JIT tiers, heap growth): the first
    // row came out ~1.5x the same path's second row. Warm it up once, unmeasured, so every row is steady state.
    await autocannon({ url: `${base}${cases[0].path}`, connections, duration: Math.max(5, duration) });
    const rows = [];
    for (const c of cases) {
      const size = fs.statSync(path.join(mediaDir, c.anchorPath.slice('/media/'.length))).size;
      const [ours, anchor] = await measurePair(
        () => measure(`${base}${c.path}`, [server.child.pid], { duration, connections, headers: c.headers }),
        () => measure(`${nginxBase}${c.anchorPath}`, nginxPids, { duration, connections, headers: c.headers }),
        repeat,
      );
      rows.push({
        name: `media: ${c.name} (${Math.round(size / 1024)} KB)`,
        ...ours,
        anchor: { name: 'nginx 1 worker, sendfile', ...anchor },
        cpuRatio: Number((ours.cpuMsPerRequest / anchor.cpuMsPerRequest).toFixed(2)),
      });
    }
    // Same segment from bare node:http (no app, bytes in memory): what Node itself costs.
    const barePort = Number(process.env.MEDIA_BENCH_BARE_PORT ?? port + 2);
    bare = startBareNode(path.join(mediaDir, publicFile), barePort);
    await waitFor(`http://127.0.0.1:${barePort}/`, 10_000, bare.isAlive);
    const [floor, anchor] = await measurePair(
      () => measure(`http://127.0.0.1:${barePort}/`, [bare.child.pid], { duration, connections, headers: {} }),
      () => measure(`${nginxBase}/media/${publicFile}`, nginxPids, { duration, connections, headers: {} }),
      repeat,
    );
    rows.push({
      name: 'anchor: bare node:http, same public segment from memory',
      ...floor,
      anchor: { name: 'nginx 1 worker, sendfile', ...anchor },
      cpuRatio: Number((floor.cpuMsPerRequest / anchor.cpuMsPerRequest).toFixed(2)),
    });
    return rows;
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    await stop(nginx);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function printRows(rows, { duration, connections, repeat }) {
  console.log(`\nMedia origin, ${connections} connections, ${duration} s per run, median of ${repeat ?? 3} alternating runs, load: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| request | ours req/s | p50 / p99 ms | ours CPU ms/req (raw; idle ms/s) | nginx req/s | nginx p50 / p99 ms | nginx CPU ms/req | CPU ratio |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.reqPerSec} | ${r.p50} / ${r.p99} | ${r.cpuMsPerRequest} (${r.cpuMsPerRequestRaw}; ${r.idleCpuMsPerSec}) | ${r.anchor.reqPerSec} | ${r.anchor.p50} / ${r.anchor.p99} | ${r.anchor.cpuMsPerRequest} | ${r.cpuRatio}x |`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const opts = { duration: arg('duration', 10), connections: arg('connections', 10), repeat: arg('repeat', 3) };
  const rows = await benchMedia(opts);
  printRows(rows, opts);
}
