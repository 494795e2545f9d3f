// SPEC 5 'Withdrawal': a bank account and an amount are required; the amount must lie within the
// limits and a withdrawal must be left today (checkWithdrawalAmount, shared with the server). The
// amount is parsed exactly (parseRupeeAmount) and may not exceed the balance the screen shows.
import type { WithdrawalLimits } from '@ott/contract';
import { checkWithdrawalAmount, parseRupeeAmount } from '@ott/contract';

export interface WithdrawalMessages {
  bankAccountRequired: string;
  amountRequired: string;
  invalidAmount: string;
  min: string;
  max: string;
  daily: string;
  insufficientBalance: string;
}

export type WithdrawalCheck =
  | { ok: true; bankAccount: number; amountRupees: number; amountPaise: number }
  | { ok: false; field: 'bank_account' | 'amount'; message: string };

export function checkWithdrawalForm(
  input: { bankAccount: number | null; amountText: string; limits: WithdrawalLimits; balanceRupees: number },
  messages: WithdrawalMessages,
): WithdrawalCheck {
  if (input.bankAccount === null) return { ok: false, field: 'bank_account', message: messages.bankAccountRequired };
  if (!input.amountText.trim()) return { ok: false, field: 'amount', message: messages.amountRequired };
  const amountPaise = parseRupeeAmount(input.amountText);
  if (amountPaise === null || amountPaise <= 0) return { ok: false, field: 'amount', message: messages.invalidAmount };
  const amountRupees = amountPaise / 100;
  const limitMessage = checkWithdrawalAmount(amountRupees, input.limits, messages);
  if (limitMessage) return { ok: false, field: 'amount', message: limitMessage };
  if (amountPaise > Math.round(input.balanceRupees * 100)) return { ok: false, field: 'amount', message: messages.insufficientBalance };
  return { ok: true, bankAccount: input.bankAccount, amountRupees, amountPaise };
}
