// SPEC 8 'Movie/rental': what the rent screen says when the order cannot be created.
import { ApiError } from '@/lib/api-client.ts';

export type OrderErrorKind = 'session-expired' | 'message';

/** Thrown when the order arrives without a key_id (SPEC 5 'Rental pay'). */
export class InvalidOrderError extends Error {}

export interface OrderErrorOutcome {
  kind: OrderErrorKind;
  /** An i18n key of the 'rentals' namespace, or the server's own words. */
  key?: 'sessionExpired' | 'invalidRequest' | 'paymentFailedRetry' | 'invalidOrder';
  serverMessage?: string;
}

/** 401: session expired (and log out); 400: server message or the invalid-request text; else server message or a retry text. */
export function orderErrorOutcome(error: unknown): OrderErrorOutcome {
  if (error instanceof InvalidOrderError) return { kind: 'message', key: 'invalidOrder' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'session-expired', key: 'sessionExpired' };
    const serverMessage = error.serverMessage ?? undefined;
    if (serverMessage) return { kind: 'message', serverMessage };
    return { kind: 'message', key: error.status === 400 ? 'invalidRequest' : 'paymentFailedRetry' };
  }
  return { kind: 'message', key: 'paymentFailedRetry' };
}
