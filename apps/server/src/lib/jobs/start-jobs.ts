// pg-boss on the same database (ARCHITECTURE 3). On PGlite it runs through a tiny adapter: pg-boss
// sends parameterless multi-statement scripts (schema creation) that PGlite runs only via `exec`.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import type { JobHandlers, JobName, JobPayloads } from './registry.ts';

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
      ? new PgBoss({ connectionString: dbHandle.url })
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
  await boss.start();
  for (const [name, handler] of Object.entries(jobHandlers) as [JobName, (d: never, deps: Deps) => Promise<void>][]) {
    await boss.createQueue(name);
    await boss.work(name, async (jobs) => {
      for (const job of jobs) await handler(job.data as never, deps);
    });
  }
  return {
    send: (name, data) => boss.send(name, data as object),
    schedule: (name, cron, data) => boss.schedule(name, cron, data as object),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
