// Processes of the cluster test: each a real program on this machine, its output in a log file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(250);
  }
}

const children = new Set();
// Whatever happens (an assertion throws, Ctrl-C), nothing started here outlives the test. SIGTERM,
// not SIGKILL: a SIGKILLed nginx master leaves its workers behind, still listening.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** A started program: its log, its exit, and ways to stop it. */
export function startProcess(name, command, args, { env = {}, logDir, cwd } = {}) {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  children.add(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    name,
    child,
    exited,
    pid: child.pid,
    /** SIGTERM and wait (a graceful stop); SIGKILL if it is not gone in time. */
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** GET that resolves with the status (and body text), never rejects on HTTP errors. */
export async function get(url, init = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 10_000) });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Pids of processes whose command line mentions `needle` (ffmpeg children of a worker). */
export function pidsMentioning(needle) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && cmdline.includes(needle)) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}
