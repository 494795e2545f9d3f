import { MESSAGES } from '@ott/contract';
import { AppError } from '../../lib/errors.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import type { Limit } from './otp-limits.ts';

/** Counts one hit and refuses with 429 and the generic wording once the window is full. */
export async function enforceLimit(counter: RateCounter, key: string, { limit, windowSeconds }: Limit) {
  const { allowed } = await counter.hit(key, limit, windowSeconds);
  if (!allowed) throw new AppError('too_many_requests', MESSAGES.tooManyRequests);
}
