#!/usr/bin/env node
// Ingest benchmark (issue 15): a generated 1080p source (10 minutes by default, 25 fps, two audio
// languages) from upload to a published title, through the real product: the built server started
// as `npm start` would (ROLE=all: HTTP and the worker's transcode job in one process, embedded
// database), an operator signed in through the development SMS outbox, the film uploaded over tus
// with tus-js-client in 64 MB chunks, the job's progress polled from the console's API, then
// published. Reports upload time, transcode time as a multiple of the source's duration (the aim is
// at most 3x on a 2-core machine), the whole wall time, and the peak memory of the server and its
// ffmpeg children, sampled from /proc every 250 ms.
// Usage: npm run bench:ingest [-- --minutes=10 --keep]   (needs `npm run build` and ffmpeg)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MINUTES = Number(arg('minutes', '10'));
const KEEP = process.argv.includes('--keep');
const ADMIN_PHONE = '9000000099';
const root = path.resolve(import.meta.dirname, '..');
const work = path.join(os.tmpdir(), 'ott-bench-ingest');
fs.mkdirSync(work, { recursive: true });

function makeSource() {
  const file = path.join(work, `source-${MINUTES}min-1080p.mp4`);
  if (fs.existsSync(file)) return file;
  const seconds = MINUTES * 60;
  console.log(`generating a ${MINUTES}-minute 1080p source with two audio languages…`);
  const started = Date.now();
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
    ...['-metadata:s:a:0', 'language=tel', '-metadata:s:a:1', 'language=eng', `${file}.tmp.mp4`],
  ]);
  fs.renameSync(`${file}.tmp.mp4`, file);
  console.log(`  made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** RSS in bytes of a process and all its descendants, from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${next}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

async function main() {
  const source = makeSource();
  const sourceBytes = fs.statSync(source).size;
  const durationSeconds = Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', source], { encoding: 'utf8' }).trim(),
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      LIVE_CHANNEL: 'off',
      ADMIN_PHONES: ADMIN_PHONE,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid))), 250);
  try {
    await waitFor(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok, 60_000);
    const token = await signIn(base);
    const api = (url, init = {}) =>
      fetch(`${base}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
    const created = await (await api('/api/admin/titles/', { method: 'POST', body: JSON.stringify({ title: 'Benchmark Film' }) })).json();
    const id = created.title.id;

    const t0 = performance.now();
    await new Promise((resolve, reject) => {
      const upload = new Upload(fs.createReadStream(source), {
        endpoint: `${base}/api/admin/uploads/`,
        uploadSize: sourceBytes,
        chunkSize: 64 * 1024 * 1024,
        metadata: { title_id: String(id), filename: path.basename(source), filetype: 'video/mp4' },
        headers: { authorization: `Bearer ${token}` },
        retryDelays: [0, 1000, 3000],
        onError: (error) => reject(new Error(error.message)),
        onSuccess: resolve,
      });
      upload.start();
    });
    const uploaded = performance.now();
    console.log(`uploaded ${(sourceBytes / 1e6).toFixed(0)} MB in ${((uploaded - t0) / 1000).toFixed(1)} s`);

    let lastLine = '';
    const title = await waitFor(async () => {
      const { title: current } = await (await api(`/api/admin/titles/${id}/`)).json();
      const line = `  ${current.ingest?.state} ${current.ingest?.step ?? ''} ${current.ingest?.progress ?? 0}%`;
      if (line !== lastLine) console.log(`${((performance.now() - uploaded) / 1000).toFixed(0).padStart(5)} s ${line}`);
      lastLine = line;
      if (current.ingest?.state === 'failed') throw new Error(`transcode failed: ${current.ingest.error}`);
      return current.ingest?.state === 'done' ? current : null;
    }, 6 * 3600_000, 2000);
    const transcoded = performance.now();
    const published = await api(`/api/admin/titles/${id}/publish/`, { method: 'POST', body: '{}' });
    if (!published.ok) throw new Error(`publish: ${published.status} ${await published.text()}`);
    const done = performance.now();

    const transcodeSeconds = (transcoded - uploaded) / 1000;
    const result = {
      source: { minutes: MINUTES, seconds: Math.round(durationSeconds), megabytes: Math.round(sourceBytes / 1e6), audioLanguages: title.audio_languages },
      uploadSeconds: +((uploaded - t0) / 1000).toFixed(1),
      transcodeSeconds: +transcodeSeconds.toFixed(1),
      transcodeTimesRealTime: +(transcodeSeconds / durationSeconds).toFixed(2),
      uploadToPublishedSeconds: +((done - t0) / 1000).toFixed(1),
      wallTimesRealTime: +((done - t0) / 1000 / durationSeconds).toFixed(2),
      peakMemoryMB: Math.round(peak / 1024 / 1024),
      cores: os.cpus().length,
      ffmpeg: execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0],
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(base) {
  // Signing in is a cookie request like a browser's: the CSRF cookie first, echoed in the header.
  const config = await fetch(`${base}/api/app-config/`);
  const csrf = /csrftoken=([^;]+)/.exec(config.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const post = (url, body) => fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const sent = await post('/users/request-otp/', { phone: ADMIN_PHONE, otp_type: 'login' });
  if (!sent.ok) throw new Error(`request-otp: ${sent.status} ${await sent.text()}`);
  const { code } = await (await fetch(`${base}/dev/outbox?phone=${ADMIN_PHONE}`)).json();
  const login = await post('/users/users/login/', { phone: ADMIN_PHONE, otp: code });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return (await login.json()).token;
}

async function waitFor(check, timeoutMs, everyMs = 500) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

await main();
