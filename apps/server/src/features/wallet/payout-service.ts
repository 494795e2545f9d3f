// Sending a withdrawal's payout (after the withdrawal's transaction has committed). The provider is
// idempotent per reference (our withdrawal id), so the request and the payout-reconcile job may
// both call this for one withdrawal and still send one payout. Whatever the provider answers goes
// through settleWithdrawal, the one place a payout outcome touches money.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { bankAccounts, users, withdrawals } from '../../lib/db/schema.ts';
import { bankKeys, decryptAccountNumber } from './bank-crypto.ts';
import { walletHooks } from './hooks.ts';
import { payoutGateway } from './payouts/index.ts';
import { isDefinitePayoutRefusal } from './payouts/types.ts';
import { settleWithdrawal, type SettleResult, type WithdrawalRow } from './settle-withdrawal.ts';

export async function sendPayout(deps: Deps, withdrawal: WithdrawalRow): Promise<SettleResult> {
  if (withdrawal.status !== 'PENDING') return 'unchanged';
  const gateway = payoutGateway(deps);
  // A withdrawal belongs to the provider it was made with; another one never pays it.
  if (withdrawal.payoutGateway !== gateway.name) return 'unchanged';
  const [row] = await deps.db
    .select({ account: bankAccounts, user: users })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(eq(bankAccounts.id, withdrawal.bankAccountId));
  if (!row || row.account.userId !== withdrawal.userId)
    throw new Error(`withdrawal ${withdrawal.id}: bank account missing`);
  const { account, user } = row;
  await walletHooks(deps).beforeCreatePayout?.();
  let payout;
  try {
    payout = await gateway.createPayout({
      beneficiary: {
        userId: user.id,
        name:
          [user.firstName, user.lastName].filter(Boolean).join(' ').trim() ||
          account.accountHolderName,
        phone: user.phone,
        accountHolderName: account.accountHolderName,
        ifsc: account.ifscCode,
        accountNumber: decryptAccountNumber(
          bankKeys(deps.config),
          account.userId,
          account.accountNumberEnc,
        ),
        contactId: account.payoutContactId,
        fundAccountId: account.payoutFundAccountId,
      },
      amountPaise: withdrawal.amountPaise,
      referenceId: String(withdrawal.id),
      narration: `Wallet withdrawal ${withdrawal.id}`,
    });
  } catch (err) {
    if (!isDefinitePayoutRefusal(err)) throw err;
    // Nothing was or will be paid for this reference: fail it now and give the money back.
    return settleWithdrawal(deps, withdrawal.id, {
      payoutId: null,
      status: 'rejected',
      failureReason: (err.description || err.message).slice(0, 200),
    });
  }
  if (
    payout.referenceId !== String(withdrawal.id) ||
    payout.amountPaise !== withdrawal.amountPaise
  ) {
    throw new Error(`withdrawal ${withdrawal.id}: provider answered another payout`);
  }
  if (
    (payout.contactId && payout.contactId !== account.payoutContactId) ||
    (payout.fundAccountId && payout.fundAccountId !== account.payoutFundAccountId)
  ) {
    // Remembered so the next payout to this account reuses the provider's contact and fund account.
    await deps.db
      .update(bankAccounts)
      .set({
        payoutContactId: payout.contactId ?? account.payoutContactId,
        payoutFundAccountId: payout.fundAccountId ?? account.payoutFundAccountId,
        updatedAt: new Date(),
      })
      .where(eq(bankAccounts.id, account.id));
  }
  return settleWithdrawal(deps, withdrawal.id, {
    payoutId: payout.id,
    status: payout.status,
    failureReason: payout.failureReason,
  });
}

export async function findWithdrawal(deps: Deps, id: number): Promise<WithdrawalRow | null> {
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}
