import { enforceRateLimit, type RateCounter } from '../../lib/rate-counter.ts';
import type { Limit } from './otp-limits.ts';

/** Counts one hit and refuses with a 429 naming the wait once the window is full. */
export async function enforceLimit(counter: RateCounter, key: string, limit: Limit) {
  await enforceRateLimit(counter, key, limit);
}
