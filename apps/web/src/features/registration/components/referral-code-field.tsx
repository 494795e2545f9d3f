// Optional referral code (SPEC 4, 5, 8 'Full registration'): the sign-in screens' referral field
// with this form's state; a verified (or already attached) code is locked.
import { useTranslation } from 'react-i18next';
import { ReferralField } from '@/features/auth/index.ts';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { fieldId } from '../lib/registration-form.ts';

export function ReferralCodeField({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const { state, attachedCode } = form.referral;
  return (
    <ReferralField
      id={fieldId('referralCode')}
      value={attachedCode ?? form.values.referralCode}
      onChange={form.referral.change}
      state={state}
      onVerify={form.referral.verify}
      error={form.error('referralCode')}
      locked={attachedCode !== null || state.status === 'valid'}
      text={{
        label: t('referralCode'),
        optional: t('optional'),
        placeholder: t('referralPlaceholder'),
        verify: t('verify'),
        verifying: t('verifying'),
        verified: t('verified'),
        valid: t('referralValid'),
        validFrom: (name) => t('referralValidFrom', { name }),
      }}
    />
  );
}
