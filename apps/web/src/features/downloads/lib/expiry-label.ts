// How long a download has left, in words the /downloads list shows (issue 18.3).
import { DOWNLOAD_AFTER_FIRST_PLAY_HOURS } from '@ott/contract';

export type ExpiryLabel =
  | { key: 'expired' }
  | { key: 'expiresInDays'; count: number }
  | { key: 'expiresInHours'; count: number };

const HOUR_MS = 3_600_000;

/** Whole days when two or more are left (a fresh download reads 'in 29 days'), else hours rounded up ('1 hour' until it is gone). */
export function expiryLabel(expiresAt: number, now: number): ExpiryLabel {
  const left = expiresAt - now;
  if (!(left > 0)) return { key: 'expired' };
  if (left < 48 * HOUR_MS) return { key: 'expiresInHours', count: Math.ceil(left / HOUR_MS) };
  return { key: 'expiresInDays', count: Math.floor(left / (24 * HOUR_MS)) };
}

/** Whether the 48-hours-after-first-play rule would still shorten this download's life. */
export function showsFirstPlayRule(expiresAt: number, firstPlayedAt: number | null, now: number): boolean {
  return firstPlayedAt === null && expiresAt - now > DOWNLOAD_AFTER_FIRST_PLAY_HOURS * HOUR_MS;
}
