// How long a throttled client must wait (every 429 carries it: `Retry-After` and `retry_after`),
// and the one sentence that says so in the spec's words ('Too many requests. Please try again
// later.' with 'later' made concrete). Whole seconds under a minute, then whole minutes, then
// whole hours, always rounded up so the client never comes back too early.
import { MESSAGES } from '../messages.ts';

export type RetryWaitUnit = 'second' | 'minute' | 'hour';

export interface RetryWait {
  value: number;
  unit: RetryWaitUnit;
}

/** Seconds as sent on the wire: a whole number, at least 1 (RFC 9110 delay-seconds). */
export function normaliseRetryAfter(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
}

export function retryWait(seconds: number): RetryWait {
  const s = normaliseRetryAfter(seconds);
  if (s < 60) return { value: s, unit: 'second' };
  if (s < 3600) return { value: Math.ceil(s / 60), unit: 'minute' };
  return { value: Math.ceil(s / 3600), unit: 'hour' };
}

/** 'Too many requests. Please try again in 25 seconds.' (1 second, 3 minutes, 2 hours). */
export function tooManyRequestsMessage(seconds: number): string {
  const { value, unit } = retryWait(seconds);
  return MESSAGES.tooManyRequestsIn.replace('{wait}', `${value} ${unit}${value === 1 ? '' : 's'}`);
}
