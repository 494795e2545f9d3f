import { z } from 'zod';

/** GET /api/health: liveness, and whether the demo media streams exist yet (E2E waits on it). */
export const HealthResponse = z.object({ status: z.literal('ok'), media_ready: z.boolean() });
