// /login (SPEC 2.5; query: redirect, phone, token, ref).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizePhone, validatePhone } from '@ott/contract';
import { getProfileWithToken } from '@/api/auth/get-profile.ts';
import { readCookie, storage } from '@/lib/storage.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { OtpStep } from '../components/otp-step.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useOtpStep } from '../hooks/use-otp-step.ts';
import { usePhoneStep } from '../hooks/use-phone-step.ts';
import { invitationReferralInUrl, saveInvitationReferral } from '../lib/referral-source.ts';
import '../i18n.ts';

function usePrefill() {
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const [prefill] = useState(() => {
    const raw = params.get('phone');
    if (raw === null) return { phone: '', error: null };
    const phone = normalizePhone(raw);
    return { phone, error: validatePhone(phone).valid ? null : t('invalidPhoneQuery') };
  });
  return prefill;
}

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const prefill = usePrefill();
  const completeSignIn = useCompleteSignIn();
  const phoneStep = usePhoneStep({ initialPhone: prefill.phone, initialError: prefill.error });
  const otpStep = useOtpStep({ phone: phoneStep.phone, onSignedIn: completeSignIn });
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const token = params.get('token');
  const [isTokenSignIn, setIsTokenSignIn] = useState(!!token);
  const tokenTried = useRef(false);

  const { search, hash } = useLocation();
  useEffect(() => {
    saveInvitationReferral(invitationReferralInUrl(search, hash));
  }, [search, hash]);

  // `?token=` signs in with an existing session token, checked by loading the profile with it.
  useEffect(() => {
    if (!token || tokenTried.current) return;
    tokenTried.current = true;
    getProfileWithToken(token)
      .then((profile) =>
        completeSignIn({
          user: profile.user,
          token,
          csrfToken: readCookie('csrftoken') ?? storage.get('csrfToken') ?? '',
        }),
      )
      .catch(() => {
        phoneStep.setError(t('authFailed'));
        setIsTokenSignIn(false);
      });
  }, [token, completeSignIn, phoneStep, t]);

  return (
    <AuthLayout>
      {isTokenSignIn ? (
        <div className="flex flex-col items-center gap-4 py-10 text-white/80">
          <Spinner className="size-8" label={t('signingIn')} />
          <p>{t('signingIn')}</p>
        </div>
      ) : step === 'phone' ? (
        <PhoneStep
          step={phoneStep}
          onSent={() => {
            setStep('otp');
            otpStep.begin();
          }}
        />
      ) : (
        <OtpStep
          phone={phoneStep.phone}
          step={otpStep}
          onChangeNumber={() => {
            otpStep.reset();
            setStep('phone');
          }}
        />
      )}
    </AuthLayout>
  );
}
