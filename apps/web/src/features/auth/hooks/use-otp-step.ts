// The code step (SPEC 4 'Login flow', SPEC 5 'OTP', SPEC 9): four boxes, auto-submit 300 ms after
// the fourth digit, resend after 30 s, and on failure clear + shake + focus the first box. A 429
// that names its wait counts it down: on resend as the resend countdown, on verify in the error,
// with Verify held back until it ends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OTP_AUTO_SUBMIT_MS, OTP_LENGTH, OTP_RESEND_SECONDS } from '@ott/contract';
import { login } from '@/api/auth/login.ts';
import { requestOtp } from '@/api/auth/request-otp.ts';
import { withProofOfWork } from '@/lib/proof-of-work/with-proof-of-work.ts';
import { ApiError } from '@/lib/api-client.ts';
import { storage } from '@/lib/storage.ts';
import { retryAfterOf, tooManyRequestsText } from '../lib/error-messages.ts';
import { useCountdown } from './use-countdown.ts';
import type { SignInResult } from './use-complete-sign-in.ts';

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');
const SHAKE_MS = 600;

export function useOtpStep({ phone, onSignedIn }: { phone: string; onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  /** True while the browser solves the proof of work the server asked for (issue 16.1). */
  const [isChecking, setIsChecking] = useState(false);
  const { seconds: secondsLeft, start: startCountdown, stop: stopCountdown } = useCountdown();
  const { seconds: verifyWait, start: startVerifyWait, stop: stopVerifyWait } = useCountdown();
  /** Which refusal the error shows as a live countdown (its text follows the seconds left). */
  const [throttled, setThrottled] = useState<'verify' | 'resend' | null>(null);
  const isVerifyCoolingDown = verifyWait > 0;
  const inputRefs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves once the boxes are enabled again (they are disabled while verifying).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) inputRefs.current[0]?.focus();
  }, [focusRequest]);
  const code = digits.join('');
  const isComplete = code.length === OTP_LENGTH;

  const changeDigits = useCallback((next: string[]) => {
    setDigits(next);
    setError(null);
    setThrottled((kind) => (kind === 'resend' ? null : kind));
  }, []);

  const fail = (message: string) => {
    setError(message);
    setDigits(EMPTY);
    setShake(true);
    window.setTimeout(() => setShake(false), SHAKE_MS);
    setFocusRequest((n) => n + 1);
  };

  const verify = async (otp: string) => {
    setIsVerifying(true);
    setThrottled(null);
    try {
      const ref = storage.get('referralCode');
      const result = await withProofOfWork((altcha) => login({ phone, otp, ref, altcha }), { onWorking: setIsChecking });
      onSignedIn({ user: result.user, token: result.token, csrfToken: result.csrf_token });
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait !== null) {
        startVerifyWait(wait);
        setThrottled('verify');
      }
      fail((err instanceof ApiError && err.serverMessage) || t('invalidOtpRetry'));
    } finally {
      setIsVerifying(false);
    }
  };

  // Auto-submit once all four digits are in (typed, pasted or read from the SMS).
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  });
  useEffect(() => {
    if (!isComplete || isVerifying || isVerifyCoolingDown) return;
    const timer = window.setTimeout(() => void verifyRef.current(code), OTP_AUTO_SUBMIT_MS);
    return () => window.clearTimeout(timer);
  }, [code, isComplete, isVerifying, isVerifyCoolingDown]);

  /** Called when the step opens (after the first code was sent). */
  const begin = useCallback(() => {
    setDigits(EMPTY);
    setError(null);
    setThrottled(null);
    startCountdown(OTP_RESEND_SECONDS);
  }, [startCountdown]);

  /** The Change link: digits cleared, timer stopped. */
  const reset = useCallback(() => {
    setDigits(EMPTY);
    setError(null);
    setThrottled(null);
    stopCountdown();
    stopVerifyWait();
  }, [stopCountdown, stopVerifyWait]);

  const resend = async () => {
    if (secondsLeft > 0 || isResending) return;
    setIsResending(true);
    setError(null);
    setThrottled(null);
    try {
      await withProofOfWork((altcha) => requestOtp(phone, altcha), { onWorking: setIsChecking });
      setDigits(EMPTY);
      startCountdown(OTP_RESEND_SECONDS);
      toast.success(t('otpResent'));
      setFocusRequest((n) => n + 1);
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait !== null) {
        startCountdown(wait);
        setThrottled('resend');
      } else {
        setError(t('resendFailed'));
      }
    } finally {
      setIsResending(false);
    }
  };

  const fillFromSms = useCallback(
    (smsCode: string) => {
      const clean = smsCode.replace(/\D/g, '').slice(0, OTP_LENGTH);
      if (clean.length === OTP_LENGTH) changeDigits(clean.split(''));
    },
    [changeDigits],
  );

  const waitLeft = throttled === 'verify' ? verifyWait : throttled === 'resend' ? secondsLeft : 0;
  // A throttled call's own message gives way to the live, translated wait.
  const shownError = throttled ? null : error;

  return {
    digits,
    changeDigits,
    inputRefs,
    error: shownError,
    /** 'Too many requests. Please try again in N seconds.', counting down, or the proof-of-work notice; null when neither. */
    waitMessage: isChecking ? t('checkingRequest') : waitLeft > 0 ? tooManyRequestsText(waitLeft, t) : null,
    shake,
    isVerifying,
    isComplete,
    /** True while a verify refusal's wait runs: Verify and the auto-submit hold back. */
    isVerifyCoolingDown,
    submit: () => isComplete && !isVerifying && !isVerifyCoolingDown && void verify(code),
    begin,
    reset,
    resend,
    isResending,
    secondsLeft,
    fillFromSms,
  };
}
