import { z } from 'zod';

/** GET /api/health: liveness, and whether the demo media streams exist yet (E2E waits on it). */
export const HealthResponse = z.object({ status: z.literal('ok'), media_ready: z.boolean() });

/** GET /livez: the process answers (an orchestrator restarts it when this fails). */
export const LivezResponse = z.object({ status: z.literal('ok') });

/** One dependency's check in /readyz: whether it answered in time, and how long it took. */
export const ReadinessCheck = z.object({
  ok: z.boolean(),
  ms: z.number().int().nonnegative(),
  /** Why not: 'timeout', 'failed' (details go to the log, never to the probe's caller) or 'draining' (not run). */
  error: z.enum(['timeout', 'failed', 'draining']).optional(),
});

/**
 * GET /readyz: 200 when the database and media storage answer, else 503 ('not ready'). Redis is
 * optional at run time (rate limits and caches fall back to the instance's memory), so a failing
 * Redis check answers 200 'degraded' rather than taking every instance out of the load balancer.
 * An instance shutting down answers 503 'draining' (SHUTDOWN_DRAIN_MS) before it stops listening.
 */
export const ReadyzResponse = z.object({
  status: z.enum(['ready', 'degraded', 'not ready', 'draining']),
  checks: z.object({
    database: ReadinessCheck,
    redis: ReadinessCheck.nullable(),
    storage: ReadinessCheck,
  }),
});
export type ReadyzResponse = z.infer<typeof ReadyzResponse>;
