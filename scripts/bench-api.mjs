#!/usr/bin/env node
// `npm run bench:api` (issue 13): every catalogue endpoint against a bare Fastify 5 hello-world (run
// just before that endpoint's rows), and
// a media segment against nginx serving the same file with sendfile, all measured in this run on
// loopback with autocannon (fixed duration, N connections). Each figure is printed beside its anchor.
//
// Usage: node scripts/bench-api.mjs [--duration=10] [--connections=100] [--warmup=2]
//          [--only=list,detail,...,media] [--data-dir=DIR | --base-data=/tmp/base-data] [--port=8410]
//          [--search=TEXT] [--own-media]
// Rows: list, detail, search, hero, categories, category-videos, live-streams, live-streams-all
// (when the server has it), media. The server is ours (apps/server/src/main.ts through tsx) on a
// data dir copied from the demo one (never the demo dir itself), LOG_LEVEL=warn, NODE_ENV=production.
// nginx (Debian's /usr/sbin/nginx) runs as our own child with a generated config, `daemon off`.
// The media rows come from scripts/bench/media.mjs (benchMedia, the media origin's own benchmark)
// when it exists, on ports --port+3 and +4; --own-media (or its absence) measures one segment here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  TABLE_HEADER,
  childPids,
  findPublicSegment,
  formatRow,
  loadAverage,
  measure,
  probe,
  startChild,
  stopChild,
  waitForUrl,
  writeNginxConfig,
} from './bench/api-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : 'true'];
  }),
);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 100);
const warmup = Number(args.warmup ?? 2);
const only = args.only ? new Set(args.only.split(',')) : null;
const basePort = Number(args.port ?? 8410);
const [serverPort, helloPort, nginxPort] = [basePort, basePort + 1, basePort + 2];
const wants = (name) => !only || only.has(name);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
let dataDir = args['data-dir'];
if (!dataDir) {
  const baseData = args['base-data'] ?? '/tmp/base-data';
  if (!fs.existsSync(baseData))
    throw new Error(`no demo data dir at ${baseData} (pass --data-dir or --base-data)`);
  dataDir = path.join(workDir, 'data');
  console.log(`copying ${baseData} to ${dataDir} ...`);
  fs.cpSync(baseData, dataDir, { recursive: true });
}

const children = [];
const cleanUp = async () => {
  for (const child of children.reverse())
    await stopChild(child, child.benchName === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
};
process.once('SIGINT', () => cleanUp().then(() => process.exit(130)));

async function loadSharedMediaBench() {
  if (args['own-media'] || !fs.existsSync(path.join(root, 'scripts/bench/media.mjs'))) return null;
  const mod = await import('./bench/media.mjs');
  return typeof mod.benchMedia === 'function' ? mod.benchMedia : null;
}

async function mediaRowsFromShared(benchMedia) {
  // Our ports and temp names, not the media benchmark's defaults (another helper's).
  process.env.MEDIA_BENCH_PORT ??= String(basePort + 3);
  process.env.MEDIA_BENCH_NGINX_PORT ??= String(basePort + 4);
  process.env.MEDIA_BENCH_TMP_PREFIX ??= 'bench-api-media-';
  console.log(
    `\nmedia rows from scripts/bench/media.mjs (benchMedia), anchor nginx sendfile, load ${loadAverage()}`,
  );
  const rows = await benchMedia({ duration, connections });
  console.log(TABLE_HEADER);
  for (const r of rows) {
    report({
      name: r.name,
      encoding: 'identity',
      rps: r.reqPerSec,
      p50: r.p50,
      p99: r.p99,
      non2xx: 0,
      errors: 0,
      cpuMsPerRequest: r.cpuMsPerRequest,
      anchorName: 'nginx',
      anchorRps: r.anchor.reqPerSec,
      anchorCpuMsPerRequest: r.anchor.cpuMsPerRequest,
    });
  }
}

const rows = [];
const report = (row) => {
  rows.push(row);
  console.log(formatRow(row));
};

try {
  console.log(`load before: ${loadAverage()}  (${os.cpus().length} CPUs)`);
  const hello = startChild(
    'hello',
    process.execPath,
    [path.join(root, 'scripts/bench/api-hello.mjs')],
    {
      env: { PORT: String(helloPort) },
      logFile: path.join(workDir, 'hello.log'),
    },
  );
  children.push(hello);
  const server = startChild(
    'server',
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEV_SETTINGS_IN_PRODUCTION: 'true',
        SESSION_SECRET: 'bench-api-session-secret',
        MEDIA_SIGNING_SECRET: 'bench-api-media-secret',
        LIVE_CHANNEL: 'off',
        // Above anything the loopback can send in a minute (about 2 million requests at 35,000 req/s).
        RATE_LIMIT_PER_MINUTE: '1000000000',
        RATE_LIMIT_PER_SESSION_PER_MINUTE: '1000000000',
      },
      logFile: path.join(workDir, 'server.log'),
    },
  );
  children.push(server);
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const api = `http://127.0.0.1:${serverPort}`;
  await waitForUrl(helloUrl, hello);
  await waitForUrl(`${api}/api/health`, server);

  // Ids and texts from the catalogue itself, so the rows hit real data.
  const categories = (await (await fetch(`${api}/api/frontend/categories/`)).json()).data;
  const list = await (await fetch(`${api}/api/videos/`)).json();
  const categoryId = categories[0]?.id ?? 1;
  let liveCategoryId = categoryId;
  for (const c of categories) {
    const streams = await (
      await fetch(`${api}/api/live-streams/by_category/?category_id=${c.id}`)
    ).json();
    if (Array.isArray(streams) && streams.length > 0) {
      liveCategoryId = c.id;
      break;
    }
  }
  const search = encodeURIComponent(args.search ?? 'love');
  const endpoints = [
    ['list', '/api/videos/'],
    ['detail', `/api/videos/${list[0]?.id ?? 1}/`],
    ['search', `/api/videos/?title=${search}&description=${search}&category_name=${search}`],
    ['hero', '/api/videos/hero/'],
    ['categories', '/api/frontend/categories/'],
    ['category-videos', `/api/videos/category/${categoryId}/?page=1&page_size=20`],
    ['live-streams', `/api/live-streams/by_category/?category_id=${liveCategoryId}`],
    ['live-streams-all', '/api/live-streams/'],
  ];
  console.log(
    `${list.length} titles in the list; ${categories.length} categories; live row uses category ${liveCategoryId}`,
  );
  console.log(
    `${duration} s per row after ${warmup} s warm-up, ${connections} connections, loopback\n`,
  );

  const anchor = async () => {
    const m = await measure({ url: helloUrl, connections, duration, warmup, pids: [hello.pid] });
    console.log(
      `anchor: bare Fastify hello-world ${m.rps.toFixed(0)} req/s, p50/p99 ${m.p50}/${m.p99} ms, ${m.cpuMsPerRequest.toFixed(3)} CPU ms/req, load ${loadAverage()}`,
    );
    return m;
  };
  const apiRows = endpoints.filter(([name]) => wants(name));
  if (apiRows.length > 0) {
    // Each endpoint is measured right after its own hello-world run: this machine's speed drifts by
    // up to 2x over minutes (a shared VM), so an anchor from the start of the run misjudges later rows.
    const measured = [];
    for (const [name, urlPath] of apiRows) {
      const ref = await anchor();
      for (const [encoding, headers] of [
        ['identity', {}],
        ['br', { 'accept-encoding': 'br' }],
      ]) {
        const p = await probe(`${api}${urlPath}`, headers);
        if (p.status === 404) {
          console.log(`${name}: ${urlPath} answers 404 on this server, skipped`);
          break;
        }
        const m = await measure({
          url: `${api}${urlPath}`,
          headers,
          connections,
          duration,
          warmup,
          pids: [server.pid],
        });
        measured.push({
          name: `${name} (${p.bytes} B ${p.encoding})`,
          encoding,
          ...m,
          anchorRps: ref.rps,
          anchorCpuMsPerRequest: ref.cpuMsPerRequest,
        });
      }
    }
    console.log(
      '\nAPI vs bare Fastify (each row against the hello-world run just before its endpoint)',
    );
    console.log(TABLE_HEADER);
    for (const m of measured) report({ ...m, anchorName: 'fastify' });
  }

  /** A segment from our server against nginx serving the same file with sendfile. */
  const mediaRow = async () => {
    const mediaDir = path.join(dataDir, 'media');
    const segment = findPublicSegment(mediaDir);
    const size = fs.statSync(path.join(mediaDir, segment)).size;
    const nginxDir = path.join(workDir, 'nginx');
    const conf = writeNginxConfig(nginxDir, mediaDir, nginxPort);
    const nginx = startChild(
      'nginx',
      args.nginx ?? '/usr/sbin/nginx',
      ['-c', conf, '-p', nginxDir],
      {
        logFile: path.join(workDir, 'nginx.log'),
      },
    );
    children.push(nginx);
    const nginxUrl = `http://127.0.0.1:${nginxPort}/${segment}`;
    await waitForUrl(nginxUrl, nginx, 20_000);
    const nginxPids = [nginx.pid, ...childPids(nginx.pid)];
    console.log(
      `\nmedia segment ${segment} (${size} B) vs nginx sendfile (worker_processes 1, pids ${nginxPids.join(',')})`,
    );
    const ref = await measure({ url: nginxUrl, connections, duration, warmup, pids: nginxPids });
    console.log(
      `anchor: nginx ${ref.rps.toFixed(0)} req/s, p50/p99 ${ref.p50}/${ref.p99} ms, ${ref.cpuMsPerRequest.toFixed(3)} CPU ms/req`,
    );
    const ours = await measure({
      url: `${api}/media/${segment}`,
      connections,
      duration,
      warmup,
      pids: [server.pid],
    });
    console.log(TABLE_HEADER);
    report({
      name: 'media segment',
      encoding: 'identity',
      ...ours,
      anchorName: 'nginx',
      anchorRps: ref.rps,
      anchorCpuMsPerRequest: ref.cpuMsPerRequest,
    });
  };

  if (wants('media')) {
    // The media origin's own benchmark (h2's scripts/bench/media.mjs, issue 13.6) when it is there
    // and exports benchMedia: it measures more cases (cookies, signed URLs). Otherwise ours below.
    const shared = await loadSharedMediaBench();
    if (shared) await mediaRowsFromShared(shared);
    else await mediaRow();
  }
  console.log(`\nload after: ${loadAverage()}`);
} finally {
  await cleanUp();
  fs.rmSync(workDir, { recursive: true, force: true });
}
