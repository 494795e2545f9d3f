// Prometheus metrics (ARCHITECTURE 9, issue 14.5): one registry per process (tests build many apps,
// so never prom-client's global one). Counters count what this instance did; sum them across
// instances. Gauges read from the database (jobs by state, active players) are cluster-wide: take
// one instance's value, not the sum.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ott_' });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'ott_http_request_duration_seconds',
      help: 'Time to answer an API or page request, by route pattern (not the raw URL) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    /** Media files and memoised public answers are served before Fastify: counted, not timed. */
    frontAnswers: new Counter({
      name: 'ott_front_answers_total',
      help: 'Answers given before the router: media files and memoised public answers',
      labelNames: ['front'] as const,
      registers,
    }),
    jobsCompleted: new Counter({
      name: 'ott_jobs_completed_total',
      help: 'Background jobs this instance finished',
      labelNames: ['queue'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'ott_job_failures_total',
      help: 'Background job runs that threw (each is logged with its error; pg-boss retries them)',
      labelNames: ['queue'] as const,
      registers,
    }),
    paymentsSettled: new Counter({
      name: 'ott_payments_settled_total',
      help: 'Orders fulfilled (a plan granted or a rental started), exactly once each',
      labelNames: ['kind'] as const,
      registers,
    }),
    paymentsSettledPaise: new Counter({
      name: 'ott_payments_settled_paise_total',
      help: 'Paise taken by the orders fulfilled',
      labelNames: ['kind'] as const,
      registers,
    }),
    otpSends: new Counter({
      name: 'ott_otp_sends_total',
      help: 'Sign-in codes handed to the SMS provider, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    otpGuesses: new Counter({
      name: 'ott_otp_guesses_total',
      help: "Sign-in codes typed: 'right' and 'wrong' were compared with the code; 'no_tries_left' found its five tries used up and was never compared",
      labelNames: ['outcome'] as const,
      registers,
    }),
    redisUp: new Gauge({
      name: 'ott_redis_up',
      help: '1 while Redis answers; 0 while this instance runs on its own memory (rate limits, caches)',
      registers,
    }),
    redisFallbacks: new Counter({
      name: 'ott_redis_fallbacks_total',
      help: 'Operations answered from per-process memory because Redis was down or slow',
      labelNames: ['use'] as const,
      registers,
    }),
    registers,
  };
}
