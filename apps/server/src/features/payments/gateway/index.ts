// One gateway per app (per Deps), chosen by PAYMENT_GATEWAY; built lazily so tests get their own.
import type { Deps } from '../../../lib/deps.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway, sandboxSecrets } from './sandbox-gateway.ts';
import type { PaymentGateway } from './types.ts';

const gateways = new WeakMap<Deps, PaymentGateway>();

export function paymentGateway(deps: Deps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { config } = deps;
    gateway =
      config.paymentGateway === 'razorpay'
        ? createRazorpayGateway(config.razorpay)
        : createSandboxGateway(deps.db, sandboxSecrets(config.sessionSecret));
    gateways.set(deps, gateway);
  }
  return gateway;
}

export type { PaymentGateway, GatewayOrder, GatewayPayment, GatewayName, GatewayRefund, RefundInput } from './types.ts';
export { checkoutSignature, gatewayId, hmacHex } from './signing.ts';
export { sandboxSecrets, toGatewayPayment, SANDBOX_KEY_ID } from './sandbox-gateway.ts';
export { createRazorpayGateway, RazorpayError } from './razorpay-gateway.ts';
