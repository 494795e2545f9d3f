// Start-up work after migrations: seed the demo catalogue (idempotent) when enabled.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import type { Jobs } from '../lib/jobs/start-jobs.ts';

export async function startup(deps: Deps, jobs: Jobs, log: FastifyBaseLogger) {
  if (!deps.config.seedDemo) return;
  log.info('demo seed: pending (catalogue feature)');
  void jobs;
}
