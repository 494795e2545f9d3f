// SPEC 8 'Login': what to say when a call of the sign-in screens fails.
import type { TFunction } from 'i18next';
import { MESSAGES } from '@ott/contract';
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
