// /plans and /payment decide between "buy" and "your current plan" from the stored user, which the
// background check refreshes only every 120 s; ask the server once on arrival, so a plan bought
// on another device (or one that just ended) shows at once.
import { useEffect } from 'react';
import { useSession } from '@/lib/session.ts';
import { checkSubscription } from '../background/payment-checks.ts';

export function useFreshSubscription() {
  const phone = useSession((s) => s.phone);
  useEffect(() => {
    if (phone) void checkSubscription();
  }, [phone]);
}
