// A message in the screen's language: the contract's known sentences (the server's answers and
// the client's own checks, which use the same words) have keys in the console's strings; anything
// else is shown as the server wrote it, or a generic line.
import {
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_LIVE_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_PLANS_POPUP_MESSAGES,
  ADMIN_TITLE_MESSAGES,
  ADS_ADMIN_MESSAGES,
  BONUS_LEVELS_MESSAGES,
  CODES_ADMIN_MESSAGES,
  MESSAGES,
  PAYMENTS_ADMIN_MESSAGES,
  REFUND_MESSAGES,
  SERIES_MESSAGES,
  SKIP_MARKER_MESSAGES,
  VIEWERS_ADMIN_MESSAGES,
  WITHDRAWALS_ADMIN_MESSAGES,
} from '@ott/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client.ts';
import { CONTRACT_MESSAGES } from './contract-messages.ts';

const KNOWN: Record<string, string> = Object.fromEntries([
  ...Object.entries(ADMIN_TITLE_MESSAGES).map(([key, text]) => [text, `msg_${key}`]),
  ...Object.entries(ADMIN_CATALOGUE_MESSAGES).map(([key, text]) => [text, `cmsg_${key}`]),
  ...Object.entries(ADMIN_LIVE_MESSAGES).map(([key, text]) => [text, `lmsg_${key}`]),
  ...Object.entries(ADMIN_PLANS_POPUP_MESSAGES).map(([key, text]) => [text, `pmsg_${key}`]),
  ...Object.entries(VIEWERS_ADMIN_MESSAGES).map(([key, text]) => [text, `vmsg_${key}`]),
  ...Object.entries(PAYMENTS_ADMIN_MESSAGES).map(([key, text]) => [text, `paymsg_${key}`]),
  ...Object.entries(REFUND_MESSAGES).map(([key, text]) => [text, `rfmsg_${key}`]),
  ...Object.entries(WITHDRAWALS_ADMIN_MESSAGES).map(([key, text]) => [text, `wmsg_${key}`]),
  ...Object.entries(ADS_ADMIN_MESSAGES).map(([key, text]) => [text, `amsg_${key}`]),
  ...Object.entries(CODES_ADMIN_MESSAGES).map(([key, text]) => [text, `kmsg_${key}`]),
  ...Object.entries(BONUS_LEVELS_MESSAGES).map(([key, text]) => [text, `bmsg_${key}`]),
  ...Object.entries(SERIES_MESSAGES).map(([key, text]) => [text, `smsg_${key}`]),
  ...Object.entries(SKIP_MARKER_MESSAGES).map(([key, text]) => [text, `mkmsg_${key}`]),
  ...Object.entries({ ...ADMIN_MESSAGES, ...CONTRACT_MESSAGES, forbidden: MESSAGES.forbidden }).map(([key, text]) => [text, key]),
]);

export function translateMessage(t: TFunction<'admin'>, message: string | null | undefined): string {
  if (!message) return t('requestFailed');
  const key = KNOWN[message];
  return key ? t(key as 'forbidden') : message;
}

/** What to tell the operator about a failed request. */
export const errorMessage = (t: TFunction<'admin'>, error: unknown) =>
  translateMessage(t, error instanceof ApiError && error.status !== 0 ? error.serverMessage : null);
