import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@ott/contract';
import type { FormErrors, ProfileForm } from '../lib/profile-form.ts';
import { birthYears } from '../lib/profile-form.ts';
import type { ReferralState } from '@/features/auth/index.ts';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { ReferralCodeField } from './referral-code-field.tsx';

interface PersonalInfoSectionProps {
  form: ProfileForm;
  errors: FormErrors;
  phone: string;
  referralLocked: boolean;
  referralState: ReferralState;
  set(field: keyof ProfileForm, value: string): void;
  onReferralChange(value: string): void;
  onVerify(): void;
}

export function PersonalInfoSection(props: PersonalInfoSectionProps) {
  const { form, errors, phone, set } = props;
  const { t } = useTranslation('profile');
  const err = (field: keyof ProfileForm) => errors[field] || undefined;
  const genders = [
    { value: 'M', label: t('male') },
    { value: 'F', label: t('female') },
    { value: 'O', label: t('other') },
  ];
  return (
    <SectionCard title={t('personalInfo')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <InputField label={t('firstName')} value={form.first_name} onChange={(v) => set('first_name', v)} error={err('first_name')} autoComplete="given-name" aria-required="true" maxLength={FIELD_LIMITS.first_name} />
        <InputField label={t('lastName')} value={form.last_name} onChange={(v) => set('last_name', v)} error={err('last_name')} autoComplete="family-name" aria-required="true" maxLength={FIELD_LIMITS.last_name} />
        <InputField label={t('emailOptional')} type="email" inputMode="email" value={form.email} onChange={(v) => set('email', v)} error={err('email')} autoComplete="email" maxLength={FIELD_LIMITS.email} />
        <InputField label={t('phone')} value={phone} readOnly hint={t('phoneReadOnly')} />
        <SelectField label={t('gender')} placeholder={t('selectGender')} value={form.gender} options={genders} onChange={(v) => set('gender', v)} />
        <SelectField
          label={t('yearOfBirth')}
          placeholder={t('selectYear')}
          value={form.year}
          options={birthYears().map((y) => ({ value: y, label: y }))}
          onChange={(v) => set('year', v)}
        />
        <ReferralCodeField
          value={form.referral_code}
          locked={props.referralLocked}
          state={props.referralState}
          error={err('referral_code')}
          onChange={props.onReferralChange}
          onVerify={props.onVerify}
        />
      </div>
    </SectionCard>
  );
}
