// SPEC 8 'Plans': what a failed order creation says. A 401 also ends the session.
import { ApiError } from '@/lib/api-client.ts';

export type OrderErrorMessage =
  | { kind: 'unauthorized' }
  /** 409: already subscribed, so the order needed `extend` (issue 12). */
  | { kind: 'subscribed' }
  | { kind: 'server'; message: string | null }
  | { kind: 'network' }
  | { kind: 'other' };

export function classifyOrderError(error: unknown): OrderErrorMessage {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 409) return { kind: 'subscribed' };
  if (error.status === 0) return { kind: 'network' };
  return { kind: 'server', message: error.serverMessage };
}
