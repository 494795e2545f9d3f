// The console's own page: no streaming header, footer or popups. Desktop: the navigation in a
// column on the left; phones: the title and a compact row of links on top. The header names the
// operator (phone) and their roles.
import type { ReactNode } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminMeResponse } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { ConsoleNav } from './console-nav.tsx';
import { RoleChip } from './role-chip.tsx';

const MAIN_ID = 'console-main';

export function ConsoleLayout({
  operator,
  children,
}: {
  operator: AdminMeResponse;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-h-screen bg-bg text-white md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-black"
      >
        {t('skipToContent')}
      </a>
      {/* The column carries the colour and the border down the whole page; the nav inside stays in view. */}
      <div className="md:border-r md:border-white/10 md:bg-surface">
        <aside className="border-b border-white/10 bg-surface px-4 py-3 md:sticky md:top-0 md:flex md:h-screen md:flex-col md:gap-6 md:border-b-0 md:px-3 md:py-6">
          <div className="mb-2 flex items-center justify-between gap-3 md:mb-0 md:px-3">
            <p className="flex items-center gap-2 font-bold">
              <ShieldCheck aria-hidden="true" className="size-5 text-brand-2" />
              {t('consoleTitle')}
            </p>
            <Link
              to={paths.home}
              className="rounded-md text-xs text-white/60 hover:text-white md:hidden"
            >
              {t('backToApp')}
            </Link>
          </div>
          <ConsoleNav roles={operator.roles} />
          <Link
            to={paths.home}
            className="mt-auto hidden items-center gap-2 rounded-lg px-3 py-2 text-sm text-white/60 hover:bg-white/6 hover:text-white md:flex"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backToApp')}
          </Link>
        </aside>
      </div>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-white/10 px-4 py-3 md:px-8">
          <p className="text-sm text-white/80">{t('signedInAs', { phone: operator.phone })}</p>
          <ul aria-label={t('yourRoles')} className="flex flex-wrap gap-1.5">
            {operator.roles.map((role) => (
              <li key={role}>
                <RoleChip role={role} />
              </li>
            ))}
          </ul>
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 outline-none md:px-8 md:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
