// /payment/verify (SPEC 2.10): 'Verifying Payment...' or 'Payment Verification Failed' with Go to Profile.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { usePaymentVerification } from '../hooks/use-payment-verification.ts';
import '../i18n.ts';
import { GoldSpinner } from '../components/gold-spinner.tsx';

export function Component() {
  const { t } = useTranslation('payments');
  const state = usePaymentVerification();
  return (
    <div className="grid min-h-[70vh] place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-surface p-8 text-center shadow-2xl">
        {state.type === 'verifying' ? (
          <div role="status">
            <GoldSpinner />
            <h1 className="mt-6 text-2xl font-bold">{t('verifying')}</h1>
            <p className="mt-2 text-sm text-muted">{t('verifyingBody')}</p>
          </div>
        ) : (
          <div role="alert">
            <span className="mx-auto grid size-16 place-items-center rounded-full bg-red-500/15 text-red-400">
              <ShieldAlert className="size-8" aria-hidden="true" />
            </span>
            <h1 className="mt-6 text-2xl font-bold">{t('verifyFailedTitle')}</h1>
            <p className="mt-2 text-sm text-muted">{t(state.messageKey)}</p>
            <Link to={paths.profile} className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-lg bg-gold px-6 font-semibold text-black hover:brightness-110">
              {t('goToProfile')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
