// One run at a time, cluster-wide, for jobs that must never overlap (the demo media: two runs write
// the same partial directories and both fail). pg-boss can start a second run of such a job: when a
// killed worker's job expires and is retried while the restarted worker's own run is still going.
// The second run waits for the first (in this process, then across processes on PostgreSQL's
// advisory lock, which a killed process's connection frees at once), then finds the work done.
import { withAdvisoryLock } from '../db/client.ts';
import type { Deps } from '../deps.ts';

const running = new Map<number, Promise<unknown>>();

export async function exclusive<T>(deps: Deps, lockKey: number, fn: () => Promise<T>): Promise<T> {
  const previous = running.get(lockKey) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(() => (deps.dbHandle.pool ? withAdvisoryLock(deps.dbHandle.pool, lockKey, fn) : fn()));
  running.set(lockKey, run);
  try {
    return await run;
  } finally {
    if (running.get(lockKey) === run) running.delete(lockKey);
  }
}
