// Step 1 of /login: mobile number, consent, Proceed (SPEC 2.5).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { usePhoneStep } from '../hooks/use-phone-step.ts';
import { PhoneField } from './phone-field.tsx';
import { TermsConsent } from './terms-consent.tsx';
import { WaitNotice } from './wait-notice.tsx';

export function PhoneStep({ step, onSent }: { step: ReturnType<typeof usePhoneStep>; onSent: () => void }) {
  const { t } = useTranslation('auth');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await step.submit()) onSent();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('loginTitle')}</h1>
        <p className="mt-1.5 text-sm text-white/65">{t('loginSubtitle')}</p>
      </header>
      <PhoneField
        value={step.phone}
        onChange={step.changePhone}
        isValid={step.isValid}
        error={step.error}
        disabled={step.isRequesting}
      />
      <TermsConsent checked={step.termsAccepted} onChange={step.changeTerms} error={step.termsError} />
      <WaitNotice message={step.waitMessage} />
      <Button
        type="submit"
        size="lg"
        className="h-14 w-full rounded-xl text-base"
        disabled={step.isRequesting || step.isCoolingDown}
      >
        {step.isRequesting && <Spinner className="size-4" />}
        {t('proceed')}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-white/50">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('secureNote')}
      </p>
    </form>
  );
}
