import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';

/** Any unknown path (SPEC 2.1): a branded page with a way home. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="relative flex min-h-[70vh] flex-col items-center justify-center overflow-hidden px-6 py-20 text-center">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(229,9,20,0.18),transparent_60%)]" />
      <p aria-hidden="true" className="relative bg-gradient-to-b from-white to-white/10 bg-clip-text text-[7rem] font-black leading-none tracking-tighter text-transparent md:text-[10rem]">
        404
      </p>
      <h1 className="relative mt-4 text-2xl font-bold md:text-3xl">{t('notFoundTitle')}</h1>
      <p className="relative mt-3 max-w-md text-white/60">{t('notFoundBody')}</p>
      <Link
        to={paths.home}
        className="relative mt-8 inline-flex h-12 items-center gap-2 rounded-full bg-brand px-6 font-semibold text-white shadow-lg shadow-brand/30 transition hover:bg-brand-2"
      >
        <House aria-hidden="true" className="size-5" />
        {t('goHome')}
      </Link>
    </section>
  );
}
