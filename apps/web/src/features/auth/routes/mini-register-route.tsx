// /mini-register (SPEC 2.6): first name, last name, city/village and an optional referral code.
import { PartyPopper } from 'lucide-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIELD_LIMITS, PHONE_COUNTRY_CODE } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ReferralField } from '../components/referral-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { useMiniRegisterForm } from '../hooks/use-mini-register-form.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const phone = useSession((s) => s.phone);
  const { form, referral, changeReferral, verifyReferral, isAutoApplied, formError, onSubmit } = useMiniRegisterForm();
  const { register, formState, watch } = form;
  const { errors, isSubmitting } = formState;
  // Our own checks carry an i18n key; the server's words are shown as they came.
  const say = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : null;
  const required = (key: string) => ({ validate: (v: string) => v.trim() !== '' || key });

  return (
    <AuthLayout>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <header>
          <h1 className="text-2xl font-bold tracking-tight">{t('registerTitle')}</h1>
          <p className="mt-1.5 text-sm text-white/65">{t('registerSubtitle')}</p>
          {phone && (
            <p className="mt-3 inline-flex rounded-full bg-white/8 px-3 py-1 text-xs text-white/70">
              {t('signedInAs', { phone: `${PHONE_COUNTRY_CODE} ${phone}` })}
            </p>
          )}
        </header>
        {isAutoApplied && (
          <p role="status" className="flex items-start gap-2.5 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-300">
            <PartyPopper className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('referralAutoApplied')}
          </p>
        )}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            id="first-name"
            label={t('firstName')}
            placeholder={t('firstNamePlaceholder')}
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.first_name}
            error={say(errors.firstName)}
            {...register('firstName', required('firstNameRequired'))}
          />
          <TextField
            id="last-name"
            label={t('lastName')}
            placeholder={t('lastNamePlaceholder')}
            autoComplete="family-name"
            maxLength={FIELD_LIMITS.last_name}
            error={say(errors.lastName)}
            {...register('lastName', required('lastNameRequired'))}
          />
        </div>
        <TextField
          id="address"
          label={t('address')}
          placeholder={t('addressPlaceholder')}
          autoComplete="address-level2"
          maxLength={FIELD_LIMITS.address}
          error={say(errors.address)}
          {...register('address', required('addressRequired'))}
        />
        <ReferralField
          id="referral-code"
          value={watch('referralCode')}
          onChange={changeReferral}
          state={referral.state}
          onVerify={verifyReferral}
          error={say(errors.referralCode)}
          text={{
            label: t('referralCode'),
            optional: t('optional'),
            placeholder: t('referralPlaceholder'),
            verify: t('verifyReferral'),
            verifying: t('verifyingReferral'),
            verified: t('referralVerified'),
            valid: t('referralValid'),
            validFrom: (name) => t('referralValidFrom', { name }),
          }}
          disabled={isSubmitting}
        />
        {formError && (
          <p role="alert" className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 text-sm text-brand-2">
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" className="h-14 w-full rounded-xl text-base" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('processing') : t('completeRegistration')}
        </Button>
        <p className="text-center text-sm text-white/60">
          {t('fullProfilePrompt')}{' '}
          <Link to={paths.register} className="font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white">
            {t('fullProfileLink')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
