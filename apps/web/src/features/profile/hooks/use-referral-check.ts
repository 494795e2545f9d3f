// SPEC 4 'Profile referral': typing upper-cases and clears the previous result; Verify answers
// valid or invalid. Answers for a code the user has since changed are ignored.
import { useRef, useState } from 'react';
import { normalizeReferralCode } from '@ott/contract';
import { verifyReferral } from '@/api/auth/verify-referral.ts';
import { ApiError } from '@/lib/api-client.ts';

export type ReferralStatus =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'valid'; referrerName: string | null }
  | { status: 'invalid'; message: string | null };

export function useReferralCheck() {
  const [state, setState] = useState<ReferralStatus>({ status: 'idle' });
  const latest = useRef('');
  const reset = () => {
    latest.current = '';
    setState({ status: 'idle' });
  };
  const verify = async (raw: string) => {
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
          : { status: 'invalid', message: result.message || null },
      );
    } catch (error) {
      const message = error instanceof ApiError && error.status === 400 ? error.serverMessage : null;
      if (latest.current === code) setState({ status: 'invalid', message: message ?? null });
    }
  };
  return { state, verify, reset };
}
