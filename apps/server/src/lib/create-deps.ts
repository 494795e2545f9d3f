import type { DestinationStream } from 'pino';
import { createJobQueue } from './jobs/job-queue.ts';
import type { Config } from '../config.ts';
import { createCache } from './cache.ts';
import { createFallbackCache } from './cache-fallback.ts';
import { createLogger } from './log/logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createRedisLink } from './redis/redis-link.ts';
import { createMediaStorage } from './storage/media-storage.ts';
import { openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { createRateCounter } from './rate-counter.ts';
import { createMsg91Sender } from './sms/msg91-sender.ts';
import { createOutboxSender } from './sms/outbox-sender.ts';

/** Builds every shared dependency from the configuration; tests call it with an in-memory DB. */
export async function createDeps(
  config: Config,
  opts: { inMemory?: boolean; log?: (msg: string) => void; logDestination?: DestinationStream } = {},
): Promise<Deps> {
  const dbHandle = await openDatabase({
    url: config.databaseUrl,
    dataDir: opts.inMemory ? undefined : `${config.dataDir}/db`,
    poolSize: config.databasePoolSize,
    migrate: config.migrateOnStart,
  });
  const logger = createLogger(config.logLevel, opts.logDestination);
  const metrics = createMetrics();
  const redis = config.redisUrl
    ? createRedisLink(config.redisUrl, { timeoutMs: config.redisTimeoutMs, metrics, log: logger })
    : undefined;
  const log = opts.log ?? ((msg: string) => console.log(msg));
  const sms =
    config.sms.provider === 'msg91'
      ? createMsg91Sender({
          authKey: required(config.sms.msg91AuthKey, 'MSG91_AUTH_KEY'),
          templateId: required(config.sms.msg91TemplateId, 'MSG91_TEMPLATE_ID'),
          baseUrl: config.sms.msg91BaseUrl,
        })
      : createOutboxSender(dbHandle.db, log);
  return {
    config,
    db: dbHandle.db,
    dbHandle,
    log: logger,
    metrics,
    storage: await createMediaStorage(config),
    redis,
    cache: redis ? createFallbackCache(redis) : createCache(),
    rateCounter: createRateCounter(dbHandle.db, redis),
    sms,
    queue: createJobQueue(),
    lifecycle: { draining: false },
  };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid configuration: ${name} is required for this SMS provider`);
  return value;
}

export async function closeDeps(deps: Deps) {
  deps.redis?.close();
  await deps.dbHandle.close();
}
