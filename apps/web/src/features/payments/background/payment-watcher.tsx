// Mounted once at the router root next to the SessionWatcher. Tiny on purpose: the service itself
// is a lazy chunk fetched only for a signed-in user.
import { useEffect } from 'react';
import { useSession } from '@/lib/session.ts';

export function PaymentWatcher() {
  const phone = useSession((s) => s.phone);
  useEffect(() => {
    if (!phone) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./payment-service.ts').then(({ startPaymentService }) => {
      if (!cancelled) stop = startPaymentService();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [phone]);
  return null;
}
