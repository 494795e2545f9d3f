// A failing background job is never silent (issue 14.5): each failed run is logged with its error
// and counted in /metrics, and the jobs-by-state gauge shows it; a job that works is counted too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { API } from '@ott/contract';
import { createTestApp, type TestApp } from '../helper.ts';
import { startJobs, type Jobs } from '../../src/lib/jobs/start-jobs.ts';
import type { JobHandlers } from '../../src/lib/jobs/registry.ts';
import { waitFor } from '../streaming/fixtures.ts';

let t: TestApp;
let jobs: Jobs;
const errors: { obj: Record<string, unknown>; msg: string }[] = [];
const log = {
  error: (obj: Record<string, unknown>, msg: string) => errors.push({ obj, msg }),
  warn: () => {},
  info: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;

const handlers: JobHandlers = {
  'demo-media': async () => {
    throw new Error('ffmpeg: Unrecognized option hls_master_name');
  },
  'payment-reconcile': async () => {},
  'refund-retry': async () => {},
  'payout-reconcile': async () => {},
  'domain-events': async () => {},
  'title-transcode': async () => {},
  'title-promo': async () => {},
  'ad-transcode': async () => {},
  'ingest-sweep': async () => {},
  'publish-scheduled': async () => {},
  'dashboard-rollup': async () => {},
};

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.deps, handlers, log);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const metricsText = async () => (await t.app.inject(API.metrics)).body;

describe('background job failures', () => {
  it('logs the error with the job, counts the failure and the completed jobs', async () => {
    await jobs.send('demo-media', { reason: 'test' });
    await jobs.send('domain-events', { reason: 'test' });
    await waitFor(async () => (errors.length > 0 ? true : null), 30_000, 'the failure to be logged');
    expect(errors[0]?.msg).toBe('background job failed');
    expect(errors[0]?.obj.job).toBe('demo-media');
    expect(String((errors[0]?.obj.err as Error).message)).toContain('hls_master_name');
    const text = await waitFor(async () => {
      const body = await metricsText();
      return /ott_jobs_completed_total\{queue="domain-events"\} [1-9]/.test(body) ? body : null;
    }, 30_000, 'the completed job to be counted');
    expect(text).toMatch(/ott_job_failures_total\{queue="demo-media"\} [1-9]/);
    expect(text).toMatch(/ott_jobs\{queue="demo-media",state="(failed|retry|active|created)"\} 1/);
  });
});
