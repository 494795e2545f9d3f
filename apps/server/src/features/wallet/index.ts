// The wallet (SPEC 2.18, 3, 7 'Referral and wallet'; ARCHITECTURE 7): balance and ledger, bank
// accounts, withdrawal limits and requests, payouts through the PayoutGateway. Every `phone=` is
// checked against the session; money moves only in ledger rows written under the wallet lock.
import type { FastifyInstance } from 'fastify';
import { addBankAccountRoute, listBankAccountsRoute } from './bank-accounts.route.ts';
import { stopSandboxPayouts } from './payouts/sandbox-gateway.ts';
import { requestWithdrawalRoute } from './request-withdrawal.route.ts';
import { setPrimaryRoute } from './set-primary.route.ts';
import { walletRoute } from './wallet.route.ts';
import { withdrawalLimitsRoute } from './withdrawal-limits.route.ts';

export async function walletFeature(app: FastifyInstance) {
  walletRoute(app);
  listBankAccountsRoute(app);
  addBankAccountRoute(app);
  setPrimaryRoute(app);
  withdrawalLimitsRoute(app);
  requestWithdrawalRoute(app);
  // Sandbox payouts still waiting for their bank are finished by payout-reconcile after a restart.
  app.addHook('onClose', async () => stopSandboxPayouts(app.deps));
}

export {
  balancePaise,
  lockWallet,
  recordTransaction,
  settleTransaction,
  sourceKeys,
  type NewLedgerRow,
  type LedgerRow,
} from './ledger.ts';
export {
  settleWithdrawal,
  pendingWithdrawals,
  type PayoutUpdate,
  type SettleResult,
  type WithdrawalRow,
} from './settle-withdrawal.ts';
export {
  payoutGateway,
  flushSandboxPayouts,
  sandboxPayoutWebhookSecret,
  setSandboxPayoutStatus,
} from './payouts/index.ts';
export { reconcilePayouts, type PayoutReconcileReport } from './reconcile-payouts.ts';
export { sendPayout } from './payout-service.ts';
export { walletHooks, type WalletHooks } from './hooks.ts';
export { istDate } from './ist-date.ts';
export { withdrawalLimits } from './withdrawal-service.ts';
export { ledgerEffect } from './ledger.ts';
export { findWithdrawal } from './payout-service.ts';
export { maskAccountNumber } from './bank-crypto.ts';
export {
  APPROVAL_THRESHOLD_KEY,
  approvalThresholdPaise,
  readApprovalThreshold,
  type ApprovalThreshold,
} from './approval-threshold.ts';
