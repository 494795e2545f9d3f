// Fixed-window counters shared by every API instance: Redis when configured, else the database.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from './db/client.ts';

export interface RateCounter {
  /** Counts one hit on `key`; `allowed` is false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; count: number }>;
  reset(key: string): Promise<void>;
}

export function createRateCounter(db: Database, redis?: Redis): RateCounter {
  if (redis) {
    return {
      async hit(key, limit, windowSeconds) {
        const k = `rate:${key}`;
        const results = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        return { allowed: count <= limit, count };
      },
      async reset(key) {
        await redis.del(`rate:${key}`);
      },
    };
  }
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
        returning count`);
      const count = Number((result.rows[0] as { count: number } | undefined)?.count ?? 0);
      return { allowed: count <= limit, count };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
  };
}
