import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@ott/contract';
import { TextField } from '@/features/auth/index.ts';
import type { RegistrationForm } from '../hooks/use-registration-form.ts';
import { fieldId } from '../lib/registration-form.ts';
import { FormCard } from './form-card.tsx';

export function PersonalSection({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('registration');
  const { values, error } = form;
  return (
    <FormCard title={t('personalInfo')}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <TextField
          id={fieldId('firstName')}
          label={t('firstName')}
          placeholder={t('firstNamePlaceholder')}
          autoComplete="given-name"
          maxLength={FIELD_LIMITS.first_name}
          value={values.firstName}
          onChange={(e) => form.form.setText('firstName', e.target.value)}
          error={error('firstName')}
          aria-required
        />
        <TextField
          id={fieldId('lastName')}
          label={t('lastName')}
          placeholder={t('lastNamePlaceholder')}
          autoComplete="family-name"
          maxLength={FIELD_LIMITS.last_name}
          value={values.lastName}
          onChange={(e) => form.form.setText('lastName', e.target.value)}
          error={error('lastName')}
          aria-required
        />
        <TextField
          id={fieldId('email')}
          className="sm:col-span-2"
          label={
            <>
              {t('email')} <span className="font-normal text-white/45">({t('optional')})</span>
            </>
          }
          type="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          onChange={(e) => form.form.setText('email', e.target.value)}
          error={error('email')}
        />
      </div>
    </FormCard>
  );
}
