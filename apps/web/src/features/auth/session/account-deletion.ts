// SPEC 8 'Account deleted': which of the two messages an account's notification check calls for,
// and the one 5 s toast that says it (shared by the focus check and the 401 path, so a deletion
// noticed by both is announced once). Issue 17.1: a blocked account is ended and told the same way.
import { lazyToast as toast } from '@/lib/toast.ts';
import { TOAST_LONG_MS } from '@ott/contract';
import type { NotificationsResult } from '@/api/auth/check-notifications.ts';

const ACCOUNT_DELETED = 'account_deleted';

export type AccountDeletion = 'accountDeleted' | 'accountDeletedByAdmin' | 'accountBlocked' | null;

export function accountDeletion(result: NotificationsResult): AccountDeletion {
  if (result.account_blocked) return 'accountBlocked';
  // An admin deletion also ends the account (user_exists false), so its notice decides the wording.
  if (result.notifications.some((n) => n.type === ACCOUNT_DELETED)) return 'accountDeletedByAdmin';
  return result.user_exists ? null : 'accountDeleted';
}

export function announceAccountDeletion(message: string) {
  toast.error(message, { id: 'account-deleted', duration: TOAST_LONG_MS });
}
