// What every feature may use, created once at start-up and passed in (no module-level singletons).
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Cache } from './cache.ts';
import type { Database, DbHandle } from './db/client.ts';
import type { RateCounter } from './rate-counter.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface Deps {
  config: Config;
  db: Database;
  dbHandle: DbHandle;
  redis: Redis | undefined;
  cache: Cache;
  rateCounter: RateCounter;
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
