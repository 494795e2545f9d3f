// Step 2 of /login: the four code boxes, Verify, Resend with countdown, Change (SPEC 2.5).
import { useEffect, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { PHONE_COUNTRY_CODE } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { useOtpStep } from '../hooks/use-otp-step.ts';
import { useWebOtp } from '../hooks/use-web-otp.ts';
import { waitText } from '../lib/error-messages.ts';
import { FieldMessage } from './field-message.tsx';
import { OtpBoxes } from './otp-boxes.tsx';
import { WaitNotice } from './wait-notice.tsx';

const formatPhone = (phone: string) => `${PHONE_COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`;

export function OtpStep({
  phone,
  step,
  onChangeNumber,
}: {
  phone: string;
  step: ReturnType<typeof useOtpStep>;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('auth');
  useWebOtp(true, step.fillFromSms);
  const { inputRefs } = step;
  useEffect(() => inputRefs.current[0]?.focus(), [inputRefs]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    step.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <header>
        <button
          type="button"
          onClick={onChangeNumber}
          aria-label={t('changeNumber')}
          className="-ml-2 mb-3 inline-flex size-10 items-center justify-center rounded-full text-white/80 hover:bg-white/10"
        >
          <ArrowLeft className="size-5" />
        </button>
        <h1 className="text-2xl font-bold tracking-tight">{t('otpTitle')}</h1>
        <p className="mt-1.5 text-sm text-white/65">
          <Trans t={t} i18nKey="otpSentTo" values={{ phone: formatPhone(phone) }} components={{ phone: <span className="font-semibold text-white" /> }} />{' '}
          <button type="button" onClick={onChangeNumber} className="font-semibold text-brand-2 hover:underline">
            {t('change')}
          </button>
        </p>
      </header>
      <div>
        <OtpBoxes
          digits={step.digits}
          onChange={step.changeDigits}
          inputRefs={step.inputRefs}
          shake={step.shake}
          invalid={!!step.error}
          disabled={step.isVerifying}
        />
        <FieldMessage id="otp-error" error={step.error} className="text-center" />
        <WaitNotice message={step.waitMessage} className="mt-3" />
      </div>
      <Button
        type="submit"
        size="lg"
        className="h-14 w-full rounded-xl text-base"
        disabled={!step.isComplete || step.isVerifying || step.isVerifyCoolingDown}
      >
        {step.isVerifying && <Spinner className="size-4" />}
        {step.isVerifying ? t('verifying') : t('verify')}
      </Button>
      <p className="text-center text-sm text-white/60">
        {t('didNotGetCode')}{' '}
        {step.secondsLeft > 0 ? (
          <span aria-live="polite" className="font-medium tabular-nums text-white/80">
            {step.secondsLeft < 60
              ? t('resendIn', { seconds: step.secondsLeft })
              : t('resendInWait', { wait: waitText(step.secondsLeft, t) })}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => void step.resend()}
            disabled={step.isResending}
            className="font-semibold text-brand-2 hover:underline disabled:opacity-50"
          >
            {t('resend')}
          </button>
        )}
      </p>
    </form>
  );
}
