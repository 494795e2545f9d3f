// The grant form's checks, the server's own: the contract's phone rules and role list, so the
// messages match what POST /api/admin/operators/ would answer (grant-role.ts on the server).
import { type GrantRoleBody, MESSAGES, normalizePhone, OperatorRole, validatePhone } from '@ott/contract';

export interface GrantFormErrors {
  phone?: string;
  role?: string;
}

/** The body to send, or the contract's messages for what is wrong (the screen translates them). */
export function checkGrantForm(phoneInput: string, roleInput: string): { body: GrantRoleBody } | { errors: GrantFormErrors } {
  const errors: GrantFormErrors = {};
  const phone = normalizePhone(phoneInput);
  const check = validatePhone(phone);
  if (!check.valid) errors.phone = check.message ?? MESSAGES.phoneLength;
  const role = OperatorRole.safeParse(roleInput);
  if (!role.success) errors.role = role.error.issues[0]?.message ?? MESSAGES.invalidRequest;
  if (!role.success || errors.phone) return { errors };
  return { body: { phone, role: role.data } };
}
