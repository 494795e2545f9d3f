// SPEC 8 'Login': what to say when a call of the sign-in screens fails.
import type { TFunction } from 'i18next';
import { MESSAGES, retryWait } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';

/** Server message, else 'Network error...' when nothing answered, else 'Server error...'. */
export function requestErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return t('networkError');
  }
  return t('serverError');
}

/** The contract's phone messages (SPEC 5 'Phone') in the reader's language. */
export function phoneMessage(message: string | null, t: TFunction<'auth'>): string | null {
  if (message === MESSAGES.phoneLength) return t('phoneLength');
  if (message === MESSAGES.phoneIndian) return t('phoneIndian');
  return message;
}

const WAIT_KEYS = { second: 'waitSecond', minute: 'waitMinute', hour: 'waitHour' } as const;

/** '25 seconds', '3 minutes', '2 hours' in the reader's language (the contract's rounding). */
export function waitText(seconds: number, t: TFunction<'auth'>): string {
  const { value, unit } = retryWait(seconds);
  return t(WAIT_KEYS[unit], { count: value });
}

/** A 429's message in the reader's language: 'Too many requests. Please try again in 25 seconds.' */
export function tooManyRequestsText(seconds: number, t: TFunction<'auth'>): string {
  return t('tooManyRequestsIn', { wait: waitText(seconds, t) });
}

/** The seconds a refused request says to wait, or null when it was not a 429 that said so. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError ? error.retryAfterSeconds : null;
}
