// Fixed-window counters shared by every API instance: Redis when configured, else the database.
// While Redis is down or slow (redis/redis-link.ts) they count in the database, which every instance
// shares too, so an OTP limit stays one limit across the cluster during an outage.
import { sql } from 'drizzle-orm';
import type { RedisLink } from './redis/redis-link.ts';
import { normaliseRetryAfter } from '@ott/contract';
import type { Database } from './db/client.ts';
import { tooManyRequests } from './errors.ts';

export interface RateHit {
  allowed: boolean;
  count: number;
  /** Whole seconds (at least 1) until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

export interface RateCounter {
  /** Counts one hit on `key`; `allowed` is false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateHit>;
  reset(key: string): Promise<void>;
}

/** Counts one hit and refuses with a 429 that says when to try again once the window is full. */
export async function enforceRateLimit(
  counter: RateCounter,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<void> {
  const { allowed, retryAfterSeconds } = await counter.hit(key, limit, windowSeconds);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
}

export function createRateCounter(db: Database, link?: RedisLink): RateCounter {
  const inDatabase = databaseRateCounter(db);
  if (!link) return inDatabase;
  const redis = link.client;
  const inRedis: RateCounter = {
    async hit(key, limit, windowSeconds) {
      const k = `rate:${key}`;
      const results = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
      const failed = results?.find(([err]) => err)?.[0];
      if (!results || failed) throw failed ?? new Error('Redis transaction aborted');
      const count = Number(results[0]?.[1] ?? 0);
      const ttlMs = Number(results[2]?.[1] ?? -1);
      const retryAfterSeconds = normaliseRetryAfter(ttlMs > 0 ? ttlMs / 1000 : windowSeconds);
      return { allowed: count <= limit, count, retryAfterSeconds };
    },
    async reset(key) {
      await redis.del(`rate:${key}`);
    },
  };
  const either =
    <A extends unknown[], R>(op: (counter: RateCounter) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!link.usable()) {
        link.fellBack('rate-counter');
        return op(inDatabase)(...args);
      }
      try {
        return await op(inRedis)(...args);
      } catch (err) {
        link.failed('rate-counter', err);
        return op(inDatabase)(...args);
      }
    };
  return { hit: either((c) => c.hit), reset: either((c) => c.reset) };
}

function databaseRateCounter(db: Database): RateCounter {
  return {
    async hit(key, limit, windowSeconds) {
      // One atomic upsert: a fresh window when the old one ended, otherwise an increment.
      const result = await db.execute(sql`
        insert into rate_counters (key, count, window_ends_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_counters.window_ends_at <= now() then 1 else rate_counters.count + 1 end,
          window_ends_at = case when rate_counters.window_ends_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_counters.window_ends_at end
        returning count, extract(epoch from (window_ends_at - now()))::float8 as seconds_left`);
      const row = result.rows[0] as { count: number; seconds_left: number | string } | undefined;
      const count = Number(row?.count ?? 0);
      const retryAfterSeconds = normaliseRetryAfter(Number(row?.seconds_left ?? windowSeconds));
      return { allowed: count <= limit, count, retryAfterSeconds };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
  };
}
