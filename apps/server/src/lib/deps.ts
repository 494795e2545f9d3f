// What every feature may use, created once at start-up and passed in (no module-level singletons).
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Cache } from './cache.ts';
import type { Database, DbHandle } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import type { RateCounter } from './rate-counter.ts';
import type { RedisLink } from './redis/redis-link.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface Deps {
  config: Config;
  db: Database;
  dbHandle: DbHandle;
  /** The process's logger (Fastify logs through it too). */
  log: Logger;
  metrics: Metrics;
  /** Media files: the local media directory or an S3-compatible store (storage/media-storage.ts). */
  storage: MediaStorage;
  /** Redis when configured, with its fallback state (redis/redis-link.ts). */
  redis: RedisLink | undefined;
  cache: Cache;
  rateCounter: RateCounter;
  sms: SmsSender;
  /** Background jobs any role can queue (jobs/job-queue.ts). */
  queue: JobQueue;
  /** Set on SIGTERM (main.ts): /readyz answers 503 'draining' while requests in flight finish. */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
