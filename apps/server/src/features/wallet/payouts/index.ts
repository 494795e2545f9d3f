// One payout provider per app (per Deps), chosen by PAYOUT_GATEWAY; built lazily so tests get their own.
import type { Deps } from '../../../lib/deps.ts';
import { createRazorpayXGateway } from '../../payouts/razorpayx-gateway.ts';
import { createSandboxPayoutGateway } from './sandbox-gateway.ts';
import type { PayoutGateway } from './types.ts';

const gateways = new WeakMap<Deps, PayoutGateway>();

export function payoutGateway(deps: Deps): PayoutGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { config } = deps;
    gateway =
      config.payoutGateway === 'razorpayx'
        ? createRazorpayXGateway({
            keyId: config.razorpay.keyId,
            keySecret: config.razorpay.keySecret,
            baseUrl: config.razorpay.baseUrl,
            accountNumber: config.razorpayx.accountNumber,
            webhookSecret: config.razorpayx.webhookSecret,
          })
        : createSandboxPayoutGateway(deps);
    gateways.set(deps, gateway);
  }
  return gateway;
}

export type {
  CreatePayoutInput,
  Payout,
  PayoutBeneficiary,
  PayoutGateway,
  PayoutGatewayName,
  PayoutStatus,
} from './types.ts';
export { payoutOutcome } from './types.ts';
export {
  flushSandboxPayouts,
  sandboxPayoutWebhookSecret,
  setSandboxPayoutStatus,
  SANDBOX_FAILING_SUFFIX,
  SANDBOX_FAILURE_REASON,
} from './sandbox-gateway.ts';
