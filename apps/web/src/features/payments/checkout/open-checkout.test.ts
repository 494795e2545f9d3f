import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCheckout, rentalDescription } from './open-checkout.ts';
import type { CheckoutOptions } from './types.ts';

const base: CheckoutOptions = {
  gateway: 'sandbox', key: 'rzp_test_key', orderId: 'order_1', amount: 49900, currency: 'INR', description: 'Standard',
  checkoutUrl: '/sandbox/checkout/order_1', prefill: { name: 'Ravi Teja', email: 'r@example.com', contact: '9876543210' },
};
const RESULT = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

async function openedOverlay() {
  await vi.waitFor(() => expect(document.querySelector('[data-testid="sandbox-checkout"]')).not.toBeNull(), { timeout: 5000 });
  return document.querySelector<HTMLElement>('[data-testid="sandbox-checkout"]')!;
}

describe('checkout adapter (ARCHITECTURE 7)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.Razorpay;
  });

  it('sandbox: an overlay frames the checkout page and resolves on a same-origin success', async () => {
    const outcome = openCheckout(base);
    const overlay = await openedOverlay();
    expect(overlay.getAttribute('role')).toBe('dialog');
    expect(overlay.querySelector('iframe')?.getAttribute('src')).toBe('/sandbox/checkout/order_1');
    post({ source: 'ott-sandbox-checkout', type: 'success', response: RESULT }, 'https://evil.example');
    post({ source: 'someone-else', type: 'success', response: RESULT });
    post({ source: 'ott-sandbox-checkout', type: 'success', response: RESULT });
    await expect(outcome).resolves.toEqual({ type: 'success', response: RESULT });
    expect(document.querySelector('[data-testid="sandbox-checkout"]')).toBeNull();
  });

  it('sandbox: failure carries the provider error; the close button and Escape dismiss', async () => {
    const failed = openCheckout(base);
    await openedOverlay();
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'bank', step: 'payment_authorization', reason: 'card_declined' };
    post({ source: 'ott-sandbox-checkout', type: 'failed', error });
    await expect(failed).resolves.toEqual({ type: 'failed', error });

    const closed = openCheckout(base);
    (await openedOverlay()).querySelector<HTMLButtonElement>('button[aria-label="Close checkout"]')!.click();
    await expect(closed).resolves.toEqual({ type: 'dismissed' });

    const escaped = openCheckout(base);
    await openedOverlay();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(escaped).resolves.toEqual({ type: 'dismissed' });
  });

  it('razorpay: opens checkout.js with the brand, theme and prefill, and maps its callbacks', async () => {
    const instances: { options: Record<string, unknown>; failed?: (r: unknown) => void; close: () => void }[] = [];
    window.Razorpay = class {
      options: Record<string, unknown>;
      failed?: (r: unknown) => void;
      close = vi.fn();
      constructor(options: Record<string, unknown>) {
        this.options = options;
        instances.push(this);
      }
      on(_event: string, listener: (r: unknown) => void) {
        this.failed = listener;
      }
      open() {}
    } as unknown as NonNullable<Window['Razorpay']>;

    const success = openCheckout({ ...base, gateway: 'razorpay', description: rentalDescription('Pushpa', 2) });
    await vi.waitFor(() => expect(instances).toHaveLength(1), { timeout: 5000 });
    expect(instances[0]!.options).toMatchObject({
      key: 'rzp_test_key', amount: 49900, currency: 'INR', name: 'TeluguTV+', description: 'Rent Pushpa for 2 days',
      order_id: 'order_1', prefill: base.prefill, theme: { color: '#3399cc' },
    });
    (instances[0]!.options.handler as (r: unknown) => void)(RESULT);
    await expect(success).resolves.toEqual({ type: 'success', response: RESULT });

    const failed = openCheckout({ ...base, gateway: 'razorpay' });
    await vi.waitFor(() => expect(instances).toHaveLength(2));
    instances[1]!.failed?.({ error: { code: 'X', description: 'Bank down' } });
    await expect(failed).resolves.toEqual({ type: 'failed', error: { code: 'X', description: 'Bank down' } });
    expect(instances[1]!.close).toHaveBeenCalled();

    const dismissed = openCheckout({ ...base, gateway: 'razorpay' });
    await vi.waitFor(() => expect(instances).toHaveLength(3));
    (instances[2]!.options.modal as { ondismiss: () => void }).ondismiss();
    await expect(dismissed).resolves.toEqual({ type: 'dismissed' });
  });
});
