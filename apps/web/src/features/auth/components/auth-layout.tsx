// Frame of the sign-in screens: poster backdrop, logo, one centred card (mobile first).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { PosterBackdrop } from './poster-backdrop.tsx';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-bg px-4 py-10">
      <PosterBackdrop />
      <Link to={paths.home} className="relative mb-3 rounded-lg" aria-label="TeluguTV+">
        <BrandLogo />
      </Link>
      <p className="relative mb-7 max-w-xs text-center text-sm text-white/70">{t('brandTagline')}</p>
      <main className="relative w-full max-w-[420px] rounded-3xl border border-white/10 bg-surface/85 p-6 shadow-[0_30px_80px_-20px_rgba(0,0,0,0.8)] backdrop-blur-xl sm:p-8">
        {children}
      </main>
    </div>
  );
}
