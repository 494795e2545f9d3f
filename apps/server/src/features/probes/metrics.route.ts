// GET /metrics (issue 14.5): Prometheus text. With METRICS_TOKEN set it asks for that bearer token;
// either way it belongs on the internal network (deploy/nginx keeps it off the public proxy).
// The database-read gauges (jobs by state, active players) are read at scrape time, each bounded by
// a short timeout so a slow database makes a scrape stale rather than hung.
import { Gauge } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { API, MESSAGES } from '@ott/contract';
import { unauthorized } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/http/tokens.ts';
import type { Deps } from '../../lib/deps.ts';

/** Players report progress every 10 s (web use-progress-reporter): three missed reports end a session. */
export const ACTIVE_PLAYBACK_WINDOW_SECONDS = 30;
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

export function metricsRoute(app: FastifyInstance) {
  const { metrics, config } = app.deps;
  registerDatabaseGauges(app.deps);
  app.get(API.metrics, { config: { rateLimit: false, csrf: false }, schema: { hide: true } }, async (req, reply) => {
    if (config.metricsToken && !safeEqual(req.headers.authorization ?? '', `Bearer ${config.metricsToken}`)) {
      throw unauthorized(MESSAGES.loginRequired);
    }
    const body = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('scrape query timed out')), SCRAPE_QUERY_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function registerDatabaseGauges(deps: Deps) {
  const { metrics, dbHandle, log } = deps;
  const registers = metrics.registers;
  const read = async (what: string, query: string) => {
    try {
      return (await withTimeout(dbHandle.raw.query(query))).rows as Record<string, unknown>[];
    } catch (err) {
      log.warn({ err, what }, 'metrics: a scrape-time query failed');
      return null;
    }
  };
  new Gauge({
    name: 'ott_jobs',
    help: 'Background jobs by queue and state (pg-boss; cluster-wide)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      // pg-boss creates its schema when a job-running process starts; before that there is nothing.
      const rows = await read('jobs', `select name as queue, state::text as state, count(*)::int as n from pgboss.job group by 1, 2`);
      this.reset();
      for (const row of rows ?? []) this.set({ queue: String(row.queue), state: String(row.state) }, Number(row.n));
    },
  });
  new Gauge({
    name: 'ott_active_playback_sessions',
    help: `Titles whose player reported progress in the last ${ACTIVE_PLAYBACK_WINDOW_SECONDS} s (cluster-wide)`,
    registers,
    async collect() {
      const rows = await read(
        'playback',
        `select count(*)::int as n from watch_progress where updated_at > now() - interval '${ACTIVE_PLAYBACK_WINDOW_SECONDS} seconds'`,
      );
      if (rows) this.set(Number(rows[0]?.n ?? 0));
    },
  });
  const pool = dbHandle.pool;
  if (pool) {
    new Gauge({
      name: 'ott_db_pool_connections',
      help: 'This instance’s database pool: open, idle and waiting clients',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}
