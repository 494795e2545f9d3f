// SPEC 5 'Plan payment' gates before paying or redeeming a code: signed in with a token (else
// /login with the way back), and a profile with name, address and location (else a 5 s toast and
// /profile/update carrying the way back and the plan or code).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { hasPaymentProfile, TOAST_LONG_MS } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';

export interface GateInput {
  /** Where to come back to (the screen's own path and query). */
  returnTo: string;
  plan?: number;
  code?: string;
}

/** Returns the signed-in phone when both gates pass, else navigates away and returns null. */
export function usePaymentGates() {
  const navigate = useNavigate();
  const { t } = useTranslation('payments');
  return useCallback(
    ({ returnTo, plan, code }: GateInput): string | null => {
      const { isAuthenticated, token, phone, user } = useSession.getState();
      if (!isAuthenticated || !token || !phone) {
        toast.warning(t('loginToContinue'));
        void navigate(paths.login({ redirect: returnTo }));
        return null;
      }
      if (!hasPaymentProfile(user)) {
        toast.error(t('profileIncomplete'), { duration: TOAST_LONG_MS });
        void navigate(paths.profileUpdate({ redirect: returnTo, plan, code }));
        return null;
      }
      return phone;
    },
    [navigate, t],
  );
}
