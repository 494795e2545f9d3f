// Redis is optional at run time (issue 14.6): the client never queues commands while disconnected
// (they fail at once) and gives up on a slow command after REDIS_TIMEOUT_MS. Whoever sees a failure
// reports it here; for the next few seconds every user then goes straight to its per-process
// fallback instead of waiting on Redis again, and the link logs the change once. It comes back when
// ioredis reconnects (it keeps trying) and the pause is over.
import { Redis } from 'ioredis';
import type { Metrics } from '../metrics/metrics.ts';

export type RedisUse = 'rate-limit' | 'rate-counter' | 'cache';

export interface RedisLink {
  readonly client: Redis;
  /** True when Redis is connected and did not fail in the last pause. */
  usable(): boolean;
  /** Something failed or timed out on Redis: pause its use and count a fallback. */
  failed(use: RedisUse, err: unknown): void;
  /** A fallback taken without trying Redis (it was already paused). */
  fellBack(use: RedisUse): void;
  close(): void;
}

export interface RedisLinkLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How long after a failure Redis is left alone before it is tried again. */
export const REDIS_PAUSE_MS = 3000;

export function createRedisLink(
  url: string,
  opts: { timeoutMs: number; metrics: Metrics; log: RedisLinkLog; now?: () => number },
): RedisLink {
  const now = opts.now ?? Date.now;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: opts.timeoutMs,
    connectTimeout: Math.max(1000, opts.timeoutMs * 3),
    maxRetriesPerRequest: 0,
    // Keep reconnecting for ever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let pausedUntil = 0;
  let down = false;
  let closing = false;
  const markDown = (reason: string) => {
    opts.metrics.redisUp.set(0);
    // Our own disconnect at shutdown is not an outage.
    if (down || closing) return;
    down = true;
    opts.log.warn({ reason }, 'Redis unavailable: rate limits and caches run on this instance’s memory');
  };
  // ioredis emits an 'error' per failed reconnect: without a listener each would crash the process.
  client.on('error', (err: Error) => markDown(err.message));
  client.on('close', () => markDown('connection closed'));
  client.on('ready', () => {
    opts.metrics.redisUp.set(1);
    if (!down) return;
    down = false;
    pausedUntil = 0;
    opts.log.info({}, 'Redis is back: rate limits and caches are shared again');
  });
  opts.metrics.redisUp.set(0);

  return {
    client,
    usable: () => client.status === 'ready' && now() >= pausedUntil,
    failed(use, err) {
      pausedUntil = now() + REDIS_PAUSE_MS;
      opts.metrics.redisFallbacks.inc({ use });
      markDown(err instanceof Error ? err.message : String(err));
      // A slow but connected Redis gets its 'back' message once a command succeeds again.
      if (client.status === 'ready') {
        setTimeout(() => {
          client.ping().then(
            () => {
              if (!down) return;
              down = false;
              opts.metrics.redisUp.set(1);
              opts.log.info({}, 'Redis is back: rate limits and caches are shared again');
            },
            () => {},
          );
        }, REDIS_PAUSE_MS).unref();
      }
    },
    fellBack: (use) => opts.metrics.redisFallbacks.inc({ use }),
    close: () => {
      closing = true;
      client.disconnect();
    },
  };
}
