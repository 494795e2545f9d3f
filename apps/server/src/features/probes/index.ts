// Probes for orchestrators and load balancers (ARCHITECTURE 9, issue 14.5). /livez: the process
// answers. /readyz: the database, Redis (when configured) and the media storage each answer within
// READY_CHECK_TIMEOUT_MS; 503 names the failing one, except Redis: without it the instance still
// serves (issue 14.6), so it says 200 'degraded'. Neither is rate limited, cached or logged as
// personal data; failures are logged here with their error, the probe's caller sees only which check.
// After SIGTERM (main.ts) /readyz answers 503 'draining' without running the checks, so the load
// balancer takes the instance out before it stops listening.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, LivezResponse, ReadyzResponse } from '@ott/contract';
import { metricsRoute } from './metrics.route.ts';

export const READY_CHECK_TIMEOUT_MS = 1000;

type Check = ReadyzResponse['checks']['database'];

/** Runs `probe` against the clock: ok, or 'timeout' / 'failed' (logged with its error). */
async function timed(
  app: FastifyInstance,
  name: string,
  probe: () => Promise<unknown>,
): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), timeout]);
    const ms = Math.round(performance.now() - started);
    if (outcome === 'timeout') app.log.warn({ check: name, ms }, 'readiness check timed out');
    return outcome === 'ok' ? { ok: true, ms } : { ok: false, ms, error: 'timeout' };
  } catch (err) {
    app.log.warn({ check: name, err }, 'readiness check failed');
    return { ok: false, ms: Math.round(performance.now() - started), error: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

export const probesFeature: FastifyPluginAsync = async (app) => {
  metricsRoute(app);
  const { dbHandle, redis, storage: mediaStorage } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const probeRoute = { config: { rateLimit: false, csrf: false } } as const;

  typed.get(
    API.livez,
    { ...probeRoute, schema: { response: { 200: LivezResponse }, tags: ['health'] } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  typed.get(
    API.readyz,
    {
      ...probeRoute,
      schema: { response: { 200: ReadyzResponse, 503: ReadyzResponse }, tags: ['health'] },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (app.deps.lifecycle.draining) {
        const skipped = { ok: false, ms: 0, error: 'draining' } as const;
        return reply.code(503).send({ status: 'draining' as const, checks: { database: skipped, redis: null, storage: skipped } });
      }
      const [database, redisCheck, storage] = await Promise.all([
        timed(app, 'database', () => dbHandle.raw.query('select 1')),
        redis ? timed(app, 'redis', () => redis.client.ping()) : Promise.resolve(null),
        timed(app, 'storage', () => mediaStorage.check()),
      ]);
      const ready = database.ok && storage.ok;
      const status: ReadyzResponse['status'] = !ready
        ? 'not ready'
        : redisCheck && !redisCheck.ok
          ? 'degraded'
          : 'ready';
      reply.code(ready ? 200 : 503);
      return {
        status,
        checks: { database, redis: redisCheck, storage },
      };
    },
  );
};
