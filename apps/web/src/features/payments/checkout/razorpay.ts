// Razorpay's checkout.js, injected on first use only (it is ~100 KB and only payers need it).
import { THEME_COLOR } from '@ott/contract';
import { CHECKOUT_BRAND, type CheckoutError, type CheckoutOptions, type CheckoutOutcome } from './types.ts';
import type { PaymentResultData } from '@/api/payments/types.ts';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error: CheckoutError }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay checkout failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function openRazorpayCheckout(options: CheckoutOptions): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const instance = new Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      name: CHECKOUT_BRAND,
      description: options.description,
      order_id: options.orderId,
      prefill: options.prefill ?? {},
      theme: { color: THEME_COLOR },
      handler: (response: PaymentResultData) => settle({ type: 'success', response }),
      modal: { ondismiss: () => settle({ type: 'dismissed' }) },
    });
    instance.on('payment.failed', (response) => {
      settle({ type: 'failed', error: response.error });
      // One outcome per checkout: the screen shows the failure and the payer starts again.
      instance.close();
    });
    instance.open();
  });
}
