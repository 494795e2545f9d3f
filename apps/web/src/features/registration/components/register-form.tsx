import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useRegistrationForm } from '../hooks/use-registration-form.ts';
import { AddressField } from './address-field.tsx';
import { FormCard } from './form-card.tsx';
import { LocationSection } from './location-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { ReferralCodeField } from './referral-code-field.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

export function RegisterForm({ phone }: { phone: string }) {
  const { t } = useTranslation('registration');
  const form = useRegistrationForm(phone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.isSubmitting) form.submit();
  };
  // Scroll margins: a field focused after a failed submit is never left under the fixed header.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 sm:space-y-6 [&_input]:scroll-mt-28 [&_select]:scroll-mt-28">
      <PersonalSection form={form} />
      <LocationSection form={form} />
      <FormCard title={t('addressSection')}>
        <div className="space-y-5">
          <AddressField form={form} />
          <ReferralCodeField form={form} />
        </div>
      </FormCard>
      <div className="space-y-5 rounded-2xl border border-white/10 bg-surface/80 p-5 backdrop-blur sm:p-7">
        <TermsCheckbox form={form} />
        {form.formError && (
          <p role="alert" className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 text-sm text-brand-2">
            {form.formError}
          </p>
        )}
        <Button type="submit" size="lg" className="h-14 w-full rounded-xl text-base" disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner className="size-4" />}
          {form.isSubmitting ? t('processing') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
