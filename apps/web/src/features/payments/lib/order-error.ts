// SPEC 8 'Plans': what a failed order creation says. A 401 also ends the session.
import { ApiError } from '@/lib/api-client.ts';

export type OrderErrorMessage =
  | { kind: 'unauthorized' }
  | { kind: 'server'; message: string | null }
  | { kind: 'network' }
  | { kind: 'other' };

export function classifyOrderError(error: unknown): OrderErrorMessage {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 0) return { kind: 'network' };
  return { kind: 'server', message: error.serverMessage };
}
