// pg-boss on the same database (ARCHITECTURE 3). On PGlite it runs through a tiny adapter: pg-boss
// sends parameterless multi-statement scripts (schema creation) that PGlite runs only via `exec`.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { JOB_NAMES, JOB_SEND_OPTIONS, type JobHandlers, type JobName, type JobPayloads } from './registry.ts';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../db/client.ts';

const oneAtATime = (deps: Deps, fn: () => Promise<void>) =>
  deps.dbHandle.pool ? withAdvisoryLock(deps.dbHandle.pool, ADVISORY_LOCKS.jobQueues, fn) : fn();

export interface Jobs {
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string | null>;
  /** Cron schedule (pg-boss keeps one schedule per name, so every instance may call this). */
  schedule?<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(
  deps: Deps,
  jobHandlers: JobHandlers,
  log: FastifyBaseLogger,
): Promise<Jobs> {
  const { dbHandle } = deps;
  const boss =
    dbHandle.kind === 'postgres'
      ? // A few connections of its own: polling and maintenance, beside the app's pool.
        new PgBoss({ connectionString: dbHandle.url, max: 3 })
      : new PgBoss({
          db: {
            async executeSql(text: string, values?: unknown[]) {
              if (!values || values.length === 0) {
                if (text.includes(';')) {
                  await dbHandle.raw.exec(text);
                  return { rows: [] };
                }
              }
              return dbHandle.raw.query(text, values ?? []);
            },
          },
          // PGlite is one connection: keep background maintenance light.
          supervise: true,
          maintenanceIntervalSeconds: 300,
        });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  const entries = Object.entries(jobHandlers) as [JobName, (d: never, deps: Deps) => Promise<void>][];
  // pg-boss's schema and queue rows, once at a time across instances (issue 14.4: simultaneous
  // starts deadlocked in createQueue).
  await oneAtATime(deps, async () => {
    await boss.start();
    for (const [name] of entries) await boss.createQueue(name);
  });
  for (const [name, handler] of entries) {
    await boss.work(name, async (jobs) => {
      for (const job of jobs) {
        const started = performance.now();
        try {
          await handler(job.data as never, deps);
        } catch (err) {
          // Never silent (issue 14.5): pg-boss retries it, the log and /metrics say so.
          deps.metrics.jobFailures.inc({ queue: name });
          log.error({ err, job: name, jobId: job.id }, 'background job failed');
          throw err;
        }
        deps.metrics.jobsCompleted.inc({ queue: name });
        log.debug({ job: name, jobId: job.id, ms: Math.round(performance.now() - started) }, 'background job done');
      }
    });
  }
  return {
    send: (name, data) => boss.send(name, data as object, JOB_SEND_OPTIONS[name] ?? {}),
    schedule: (name, cron, data) => boss.schedule(name, cron, data as object),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}

/**
 * A send-only queue for ROLE=api: no workers, no maintenance, no cron (PostgreSQL only: api
 * instances never run on PGlite). It may start before any worker, so it creates pg-boss's schema
 * and queues the same way, one instance at a time.
 */
export async function startJobSender(deps: Deps, log: FastifyBaseLogger): Promise<Jobs> {
  const { dbHandle } = deps;
  if (dbHandle.kind !== 'postgres') throw new Error('ROLE=api needs DATABASE_URL');
  const boss = new PgBoss({ connectionString: dbHandle.url, max: 2, supervise: false, schedule: false });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  await oneAtATime(deps, async () => {
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name);
  });
  return {
    send: (name, data) => boss.send(name, data as object, JOB_SEND_OPTIONS[name] ?? {}),
    stop: () => boss.stop({ graceful: false, timeout: 1000 }),
  };
}
