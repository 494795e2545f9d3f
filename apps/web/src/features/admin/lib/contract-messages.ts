// The contract's own sentences for the console's checks, read from its rules and schemas so the
// client says exactly what the server would (and the strings table can translate them by key).
import { AuditLogQuery, MESSAGES, OperatorRole, validatePhone } from '@ott/contract';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? MESSAGES.invalidRequest;

export const CONTRACT_MESSAGES = {
  phoneInvalid: MESSAGES.phoneLength,
  /** Ten digits that are not an Indian mobile number. */
  phoneNotIndian: validatePhone('1234567890').message ?? MESSAGES.phoneLength,
  roleRequired: firstIssue(OperatorRole.safeParse('')),
  actorInvalid: firstIssue(AuditLogQuery.shape.actor.safeParse('x')),
};
