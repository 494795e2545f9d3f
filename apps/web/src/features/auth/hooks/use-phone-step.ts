// The mobile number step (SPEC 2.5, SPEC 5 'Phone' and 'Terms'): live validation, consent, OTP request.
// A 429 that says how long to wait (the 30 s resend wait after Change, or a sending limit) turns
// into a countdown notice; Proceed stays disabled for that number until it reaches zero.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone, validatePhone } from '@ott/contract';
import { requestOtp } from '@/api/auth/request-otp.ts';
import { withProofOfWork } from '@/lib/proof-of-work/with-proof-of-work.ts';
import { phoneMessage, requestErrorMessage, retryAfterOf, tooManyRequestsText } from '../lib/error-messages.ts';
import { useCountdown } from './use-countdown.ts';

export function usePhoneStep({ initialPhone, initialError }: { initialPhone: string; initialError: string | null }) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState(initialPhone);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  /** Set by a failed request, a bad `?phone=` or `?token=`, or submitting an empty field. */
  const [submitError, setSubmitError] = useState<string | null>(initialError);
  const [isRequesting, setIsRequesting] = useState(false);
  /** True while the browser solves the proof of work the server asked for (issue 16.1). */
  const [isChecking, setIsChecking] = useState(false);
  const cooldown = useCountdown();
  /** The number the server refused: another number may well be allowed, so it is not held up. */
  const [throttledPhone, setThrottledPhone] = useState<string | null>(null);
  const isCoolingDown = cooldown.seconds > 0 && throttledPhone === phone;

  const validation = validatePhone(phone);
  const error = submitError ?? phoneMessage(validation.message, t);
  const waitMessage = isChecking ? t('checkingRequest') : isCoolingDown ? tooManyRequestsText(cooldown.seconds, t) : null;

  const changePhone = (raw: string) => {
    setPhone(normalizePhone(raw));
    setSubmitError(null);
  };
  const changeTerms = (accepted: boolean) => {
    setTermsAccepted(accepted);
    if (accepted) setTermsError(null);
  };

  /** Resolves true when the code was sent. */
  const submit = async (): Promise<boolean> => {
    if (isCoolingDown) return false;
    if (!validation.valid) {
      if (!validation.message) setSubmitError(t('phoneLength'));
      return false;
    }
    if (!termsAccepted) {
      setTermsError(t('termsRequired'));
      return false;
    }
    setIsRequesting(true);
    setSubmitError(null);
    try {
      await withProofOfWork((altcha) => requestOtp(phone, altcha), { onWorking: setIsChecking });
      return true;
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait !== null) {
        setThrottledPhone(phone);
        cooldown.start(wait);
      } else {
        setSubmitError(requestErrorMessage(err, t));
      }
      return false;
    } finally {
      setIsRequesting(false);
    }
  };

  return {
    phone,
    isValid: validation.valid,
    error,
    setError: setSubmitError,
    changePhone,
    termsAccepted,
    termsError,
    changeTerms,
    isRequesting,
    /** True while the server's wait for this number runs: Proceed is disabled. */
    isCoolingDown,
    /** 'Too many requests. Please try again in N seconds.', counting down, or the proof-of-work notice; null when neither. */
    waitMessage,
    submit,
  };
}
