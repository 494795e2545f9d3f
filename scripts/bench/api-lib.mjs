// Helpers of scripts/bench-api.mjs: child processes, readiness, CPU time from /proc, autocannon runs,
// a generated nginx config (sendfile) and the table. Loopback only; every run has a fixed duration.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { clearTimeout, setTimeout } from 'node:timers';
import path from 'node:path';
import autocannon from 'autocannon';

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Starts a child process; its output goes to `logFile` (read it when something fails). */
export function startChild(name, command, args, { env = {}, cwd, logFile }) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  child.benchName = name;
  child.logFile = logFile;
  return child;
}

export async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 2xx (or the child dies / time runs out). */
export async function waitForUrl(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${child.benchName} exited (${child.exitCode}); see ${child.logFile}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms${child ? `; see ${child.logFile}` : ''}`);
}

/** User + system CPU seconds of a process (all its threads), from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (utime, stime) are indexes 11 and 12 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Direct children of `pid` (nginx's workers), scanning /proc. */
export function childPids(pid) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) pids.push(Number(entry));
    } catch {
      // process went away
    }
  }
  return pids;
}

const totalCpu = (pids) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/**
 * One autocannon run against `url` for `duration` seconds, after a short warm-up. `pids`: the
 * server's processes, whose CPU time per answered request is reported beside the rate.
 */
export async function measure({ url, headers = {}, connections, duration, warmup, pids }) {
  if (warmup > 0) await autocannon({ url, headers, connections, duration: warmup });
  const cpuBefore = totalCpu(pids);
  const result = await autocannon({ url, headers, connections, duration });
  const cpu = totalCpu(pids) - cpuBefore;
  const answered = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: answered,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: answered > 0 ? (cpu * 1000) / answered : Number.NaN,
  };
}

/** One GET as a browser would send it, to show what each row serves (status, size, encoding). */
export function probe(url, headers = {}) {
  // node:http, not fetch: fetch asks for gzip by itself and hides the bytes on the wire.
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/** Writes an nginx config serving `root` with sendfile on 127.0.0.1:`port`; returns its path. */
export function writeNginxConfig(dir, root, port) {
  fs.mkdirSync(dir, { recursive: true });
  const temp = (name) => path.join(dir, name);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${user}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type application/octet-stream;
  types { video/mp2t ts; video/iso.segment m4s; video/mp4 mp4; application/vnd.apple.mpegurl m3u8; }
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { }
  }
}
`;
  const file = temp('nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

/** The first media segment (sorted path order) outside protected/: the same file for both servers. */
export function findPublicSegment(mediaDir) {
  const found = [];
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() && relPath !== 'protected') walk(path.join(dir, entry.name), relPath);
      else if (entry.isFile() && /\.(ts|m4s)$/.test(entry.name)) found.push(relPath);
      if (found.length > 0) return;
    }
  };
  walk(mediaDir, '');
  if (!found[0]) throw new Error(`no public .ts/.m4s segment under ${mediaDir}`);
  return found[0];
}

const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function formatRow(row) {
  return [
    row.name.padEnd(26),
    row.encoding.padEnd(8),
    fixed(row.rps, 0).padStart(8),
    `${fixed(row.p50, 0)}/${fixed(row.p99, 0)}`.padStart(9),
    fixed(row.cpuMsPerRequest, 3).padStart(8),
    String(row.non2xx + row.errors).padStart(7),
    `${row.anchorName} ${fixed(row.anchorRps, 0)}`.padStart(16),
    `${fixed(row.rps / row.anchorRps, 3)}x`.padStart(8),
    `${fixed(row.anchorCpuMsPerRequest, 3)}`.padStart(9),
    `${fixed(row.cpuMsPerRequest / row.anchorCpuMsPerRequest, 1)}x`.padStart(7),
  ].join(' ');
}

export const TABLE_HEADER = [
  'row'.padEnd(26),
  'enc'.padEnd(8),
  'req/s'.padStart(8),
  'p50/p99ms'.padStart(9),
  'cpu ms/r'.padStart(8),
  'non-2xx'.padStart(7),
  'anchor req/s'.padStart(16),
  'ratio'.padStart(8),
  'anch cpu'.padStart(9),
  'cpu x'.padStart(7),
].join(' ');

export const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
