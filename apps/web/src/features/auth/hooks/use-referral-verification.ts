// SPEC 4 'Mini registration': referral verification is idle, verifying, valid, or invalid with a
// message. Editing the code after a result starts over.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeReferralCode } from '@ott/contract';
import { verifyReferral } from '@/api/auth/verify-referral.ts';
import { ApiError } from '@/lib/api-client.ts';

export type ReferralState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'valid'; referrerName: string | null }
  | { status: 'invalid'; message: string };

/** Screens with their own wording (SPEC 8 'Full registration') pass it; else the mini form's. */
export interface ReferralMessages {
  invalid: string;
  failed: string;
}

export interface ReferralVerificationOptions {
  /**
   * A refused check (HTTP 400) shows the server's own message instead of `failed` (the profile
   * settings screen does; SPEC 8 'Profile/devices': server message or the screen's words).
   */
  keepServerMessage?: boolean;
}

export function useReferralVerification(messages?: ReferralMessages, options: ReferralVerificationOptions = {}) {
  const { keepServerMessage = false } = options;
  const { t } = useTranslation('auth');
  const wording = useRef(messages);
  wording.current = messages;
  const [state, setState] = useState<ReferralState>({ status: 'idle' });
  // Answers for a code the user has since changed are ignored.
  const latest = useRef('');

  const verify = useCallback(
    async (raw: string) => {
      const code = normalizeReferralCode(raw);
      latest.current = code;
      if (!code) return setState({ status: 'idle' });
      setState({ status: 'verifying' });
      try {
        const result = await verifyReferral(code);
        if (latest.current !== code) return;
        setState(
          result.status === 'success'
            ? { status: 'valid', referrerName: result.referrer_name ?? null }
            : { status: 'invalid', message: result.message || (wording.current?.invalid ?? t('invalidReferral')) },
        );
      } catch (error) {
        if (latest.current !== code) return;
        const serverMessage = keepServerMessage && error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
        setState({ status: 'invalid', message: serverMessage ?? wording.current?.failed ?? t('referralVerifyError') });
      }
    },
    [t, keepServerMessage],
  );

  const reset = useCallback(() => {
    latest.current = '';
    setState({ status: 'idle' });
  }, []);

  return { state, verify, reset };
}
