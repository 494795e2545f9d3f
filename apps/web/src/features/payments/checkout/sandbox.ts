// The sandbox checkout (ARCHITECTURE 7): the server's Razorpay-like page in an in-page overlay.
// The page reports with window.postMessage to its parent; only same-origin messages count.
import i18n from '@/app/i18n.ts';
import type { PaymentResultData } from '@/api/payments/types.ts';
import '../i18n.ts';
import type { CheckoutError, CheckoutOptions, CheckoutOutcome } from './types.ts';

export const SANDBOX_MESSAGE_SOURCE = 'ott-sandbox-checkout';

interface SandboxMessage {
  source: typeof SANDBOX_MESSAGE_SOURCE;
  type: 'success' | 'failed' | 'dismissed';
  response?: PaymentResultData;
  error?: CheckoutError;
}

function isSandboxMessage(data: unknown): data is SandboxMessage {
  const d = data as Partial<SandboxMessage> | null;
  return !!d && typeof d === 'object' && d.source === SANDBOX_MESSAGE_SOURCE;
}

function toOutcome(message: SandboxMessage): CheckoutOutcome | null {
  if (message.type === 'success' && message.response) return { type: 'success', response: message.response };
  if (message.type === 'failed') {
    return { type: 'failed', error: message.error ?? { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } };
  }
  if (message.type === 'dismissed') return { type: 'dismissed' };
  return null;
}

export function openSandboxCheckout(options: CheckoutOptions): Promise<CheckoutOutcome> {
  const labels = { title: i18n.t('payments:checkoutTitle'), close: i18n.t('payments:checkoutClose') };
  const url = options.checkoutUrl;
  if (!url) return Promise.reject(new Error('Sandbox checkout URL missing'));
  return new Promise<CheckoutOutcome>((resolve) => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', labels.title);
    overlay.dataset.testid = 'sandbox-checkout';
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.75);';
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = labels.title;
    frame.style.cssText =
      'width:min(100vw,420px);height:min(100dvh,640px);border:0;border-radius:12px;background:#fff;box-shadow:0 20px 60px rgba(0,0,0,.5);';
    const close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', labels.close);
    close.textContent = '×';
    close.style.cssText =
      'position:absolute;top:12px;right:12px;width:40px;height:40px;border-radius:9999px;border:0;background:rgba(255,255,255,.15);color:#fff;font-size:24px;cursor:pointer;';
    overlay.append(frame, close);

    const finish = (outcome: CheckoutOutcome) => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      previousFocus?.focus?.();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Anything not from our own origin (say an ad frame) could forge a success; ignore it.
      if (event.origin !== window.location.origin || !isSandboxMessage(event.data)) return;
      const outcome = toOutcome(event.data);
      if (outcome) finish(outcome);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish({ type: 'dismissed' });
    };
    close.addEventListener('click', () => finish({ type: 'dismissed' }));
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    frame.focus();
  });
}
