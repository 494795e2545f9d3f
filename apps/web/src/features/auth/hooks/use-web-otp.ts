// WebOTP (SPEC 4 'Login flow': the code may be auto-read from the SMS). Chrome on Android offers
// the code from an SMS ending in '@<host> #<code>'; elsewhere this does nothing.
import { useEffect } from 'react';

interface OtpCredential extends Credential {
  code: string;
}
type OtpRequest = CredentialRequestOptions & { otp: { transport: string[] } };

export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) onCode(code);
      })
      .catch(() => {
        // Aborted (step left) or refused by the user: typing still works.
      });
    return () => controller.abort();
  }, [active, onCode]);
}
