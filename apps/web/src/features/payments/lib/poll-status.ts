// Status polling after a closed checkout (SPEC 4 'Plan payment', 'Payment page'; SPEC 9: first
// check 2 s after the window closes, then every 30 s, at most 10 checks). Timers, not intervals,
// so a slow response never overlaps the next check.
import { checkPaymentStatus } from '@/api/payments/check-payment-status.ts';
import type { PaymentStatusResult } from '@/api/payments/types.ts';

export type PollOutcome =
  | { type: 'completed'; result: PaymentStatusResult }
  | { type: 'failed'; result: PaymentStatusResult }
  | { type: 'timeout' }
  | { type: 'cancelled' };

export interface PollOptions {
  orderId: string;
  variant?: 'users' | 'api';
  startDelayMs: number;
  intervalMs: number;
  maxAttempts: number;
  /** Called before each check with its 1-based number. */
  onAttempt?: (attempt: number) => void;
  /** End on a 'failed' status instead of polling on (the payer may retry in an open window). */
  stopOnFailed?: boolean;
  /** Custom check (the verification page asks verify-upi-status first). */
  check?: (orderId: string) => Promise<PaymentStatusResult>;
}

export interface PollHandle {
  done: Promise<PollOutcome>;
  cancel(): void;
}

export function pollPaymentStatus(options: PollOptions): PollHandle {
  const check = options.check ?? ((orderId: string) => checkPaymentStatus(orderId, options.variant));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let finish: (outcome: PollOutcome) => void = () => {};
  const done = new Promise<PollOutcome>((resolve) => {
    finish = resolve;
  });
  let attempt = 0;

  const run = async () => {
    if (cancelled) return;
    attempt += 1;
    options.onAttempt?.(attempt);
    try {
      const result = await check(options.orderId);
      if (cancelled) return;
      if (result?.status === 'completed') return finish({ type: 'completed', result });
      if (options.stopOnFailed && result?.status === 'failed') return finish({ type: 'failed', result });
    } catch {
      // A failed check counts as an attempt; the next one may get through.
    }
    if (cancelled) return;
    if (attempt >= options.maxAttempts) return finish({ type: 'timeout' });
    timer = setTimeout(() => void run(), options.intervalMs);
  };

  timer = setTimeout(() => void run(), options.startDelayMs);
  return {
    done,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      finish({ type: 'cancelled' });
    },
  };
}
