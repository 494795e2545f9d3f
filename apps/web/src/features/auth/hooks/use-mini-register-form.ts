// Mini registration (SPEC 2.6, SPEC 5 'Mini registration'): validation, referral, submit, redirect.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { normalizeReferralCode } from '@ott/contract';
import { completeRegistration } from '@/api/auth/complete-registration.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { useValidationMessages } from '@/ui/validation-message.ts';
import { afterRegistrationTarget } from '../lib/redirect.ts';
import { readInvitationReferral } from '../lib/referral-source.ts';
import { useReferralVerification } from './use-referral-verification.ts';

export interface MiniRegisterValues {
  firstName: string;
  lastName: string;
  address: string;
  referralCode: string;
}

const SERVER_FIELDS = { first_name: 'firstName', last_name: 'lastName', address: 'address', referral_code: 'referralCode' } as const;

export function useMiniRegisterForm() {
  const { t } = useTranslation('auth');
  const { fieldMessages } = useValidationMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const referral = useReferralVerification();
  const [invitationCode] = useState(() => readInvitationReferral(location.search, location.hash));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MiniRegisterValues>({
    defaultValues: {
      firstName: user?.first_name ?? '',
      lastName: user?.last_name ?? '',
      address: user?.address ?? '',
      referralCode: invitationCode,
    },
  });

  // An invitation's code is verified straight away (SPEC 2.6 'auto-applied').
  const autoVerified = useRef(false);
  useEffect(() => {
    if (!invitationCode || autoVerified.current) return;
    autoVerified.current = true;
    void referral.verify(invitationCode);
  }, [invitationCode, referral]);

  // An entered code must be verified first (SPEC 5); checked with the other fields so every
  // problem shows at once.
  form.register('referralCode', {
    validate: (value) => !normalizeReferralCode(value) || referral.state.status === 'valid' || 'verifyReferralFirst',
  });

  const changeReferral = (value: string) => {
    form.setValue('referralCode', value, { shouldDirty: true });
    form.clearErrors('referralCode');
    referral.reset();
  };

  const verifyReferral = () => {
    form.clearErrors('referralCode');
    void referral.verify(form.getValues('referralCode'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const code = normalizeReferralCode(values.referralCode);
    const phone = storage.get('phone') ?? user?.phone;
    if (!phone) return setFormError(t('phoneRequiredLogin'));
    try {
      const result = await completeRegistration({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        address: values.address.trim(),
        phone,
        ...(code ? { referral_code: code } : {}),
      });
      useSession.getState().setUser(result.user);
      storage.set('csrfToken', result.csrf_token);
      storage.set('hasCompletedRegistration', 'true');
      storage.remove('referralCode');
      toast.success(t('registrationSuccess'));
      void navigate(afterRegistrationTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        let shownUnderField = false;
        const worded = fieldMessages(error);
        for (const [server, field] of Object.entries(SERVER_FIELDS)) {
          const message = worded[server] ?? error.fieldError(server);
          if (message) {
            form.setError(field, { type: 'server', message });
            shownUnderField = true;
          }
        }
        if (shownUnderField) return;
        if (error.serverMessage) return setFormError(error.serverMessage);
      }
      setFormError(t('registrationFailed'));
    }
  });

  return { form, referral, changeReferral, verifyReferral, isAutoApplied: !!invitationCode, formError, onSubmit };
}
