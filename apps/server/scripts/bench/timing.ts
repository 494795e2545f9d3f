// Timing helpers for the catalogue benchmark: bounded request loops, loopback only. Requests are
// spread over many 127.0.0.x sources so the per-IP rate limit (600/min) does not end the run.
import http from 'node:http';
import type { App } from '../../src/app.ts';

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const WARM_UP = 20;
let sourceCounter = 0;
/** A loopback source address, rotating over 127.0.0.2-127.0.0.251. */
const nextSource = () => `127.0.0.${2 + (sourceCounter++ % 250)}`;

export async function timeInject(app: App, url: string, count: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < WARM_UP; i++) await app.inject({ url, headers, remoteAddress: nextSource() });
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const remoteAddress = nextSource();
    const start = performance.now();
    const res = await app.inject({ url, headers, remoteAddress });
    ms.push(performance.now() - start);
    if (res.statusCode !== 200 && res.statusCode !== 304) throw new Error(`${url} answered ${res.statusCode}`);
  }
  return ms;
}

const agent = new http.Agent({ keepAlive: false });

function get(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** `count` GETs over HTTP with `concurrency` in flight; a fixed count, so it always ends. */
export async function timeHttp(url: string, count: number, concurrency: number) {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const start = performance.now();
      const status = await get(url, nextSource());
      ms.push(performance.now() - start);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms, perSecond: count / ((performance.now() - started) / 1000) };
}
