// Admins outside the console's grants (SPEC 6 'An admin can delete an account'; the client has no
// admin role). An account is admin when its row says so, or when its phone is listed in
// ADMIN_PHONES: the list works from the first request (no sign-in needed to pick it up) and sign-in
// also records it. Roles granted in the console live in operator_roles (operator-roles.ts).
import type { UserRow } from '../../lib/http/session-context.ts';

export const ADMIN_ROLE = 'admin';

/** Admin by ADMIN_PHONES (the first admin of a deployment). */
export const isAdminBySettings = (phone: string, adminPhones: readonly string[]): boolean =>
  adminPhones.includes(phone);

export function isAdmin(
  user: Pick<UserRow, 'role' | 'phone'>,
  adminPhones: readonly string[],
): boolean {
  return user.role === ADMIN_ROLE || isAdminBySettings(user.phone, adminPhones);
}
