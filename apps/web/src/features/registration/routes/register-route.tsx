// /register (SPEC 2.7): the full registration form. Outside the usual route guard (SPEC 2.1); the
// page itself insists on a phone and a token, from the query or the stored session.
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_COUNTRY_CODE } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { useRegisterSession } from '../hooks/use-register-session.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('registration');
  const session = useRegisterSession();
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,rgba(229,9,20,0.22),transparent)]" />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-16 sm:px-6 md:pt-8">
        <Link
          to={paths.home}
          className="mb-5 inline-flex size-11 items-center justify-center rounded-full bg-white/8 text-white/85 ring-1 ring-white/10 transition-colors hover:bg-white/15 hover:text-white"
          aria-label={t('backHome')}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <header className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 max-w-xl text-sm text-white/65 sm:text-base">{t('subtitle')}</p>
          {session.status === 'ready' && (
            <p className="mt-3 inline-flex rounded-full bg-white/8 px-3 py-1 text-xs text-white/70">
              {t('signedInAs', { phone: `${PHONE_COUNTRY_CODE} ${session.phone}` })}
            </p>
          )}
        </header>
        {session.status === 'ready' ? (
          <RegisterForm key={session.phone} phone={session.phone} />
        ) : session.status === 'failed' ? (
          <p role="alert" className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 text-sm text-brand-2">
            {session.message}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-3 py-16 text-white/70">
            <Spinner className="size-8" label={t('preparing')} />
            <p>{t('preparing')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
