// Subscription code redemption (SPEC 4 'Code redemption', 5 'Subscription code', 8 'Code'):
// validate, then activate; typing again marks the code not valid until validated once more.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { applyCoupon, validateCoupon } from '@/api/payments/coupons.ts';
import type { Plan } from '@/api/payments/types.ts';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { applySubscription } from '../lib/subscription.ts';
import { usePaymentGates } from './use-payment-gates.ts';

export type CodeMessage = { tone: 'error' | 'success'; text: string } | null;

export function useCodeRedemption({ returnTo, planId }: { returnTo: string; planId?: number }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const passGates = usePaymentGates();
  const [code, setCodeValue] = useState('');
  const [isValid, setIsValid] = useState(false);
  /** The plan a validated code grants (its duration says how far it takes a running plan). */
  const [codePlan, setCodePlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState<'validating' | 'activating' | null>(null);
  const [message, setMessage] = useState<CodeMessage>(null);

  const setCode = (value: string) => {
    setCodeValue(value.toUpperCase());
    setIsValid(false);
    setCodePlan(null);
    setMessage(null);
  };

  const readyCode = (): { code: string; phone: string } | null => {
    const trimmed = code.trim();
    if (!trimmed) {
      setMessage({ tone: 'error', text: t('codeEmpty') });
      return null;
    }
    const phone = passGates({ returnTo, code: trimmed });
    return phone ? { code: trimmed, phone } : null;
  };

  const validate = async () => {
    const input = readyCode();
    if (!input) return;
    setBusy('validating');
    try {
      const result = await validateCoupon({ ...input, planId });
      const ok = result.status === 'success';
      setIsValid(ok);
      setCodePlan(ok ? (result.plan ?? null) : null);
      setMessage(ok ? { tone: 'success', text: t('codeValid') } : { tone: 'error', text: t('codeInvalid') });
    } catch (error) {
      // A refusal from the server means a bad code; anything else is a failed attempt.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setMessage({ tone: 'error', text: refused ? t('codeInvalid') : t('codeValidateError') });
    } finally {
      setBusy(null);
    }
  };

  const activate = async () => {
    if (!isValid) return;
    const input = readyCode();
    if (!input) return;
    setBusy('activating');
    try {
      const result = await applyCoupon({ ...input, planId });
      if (result.status !== 'success') {
        setMessage({ tone: 'error', text: t('codeActivateFailed') });
        return;
      }
      applySubscription(result.subscription, true);
      toast.success(t('codeActivated'));
      void navigate(paths.profile);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
        void navigate(paths.login({ redirect: returnTo }));
        return;
      }
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setMessage({ tone: 'error', text: refused ? t('codeActivateFailed') : t('codeActivateError') });
    } finally {
      setBusy(null);
    }
  };

  return { code, setCode, isValid, codePlan, busy, message, validate, activate };
}
