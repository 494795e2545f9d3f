import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { screensFor } from '../lib/roles.ts';

/** The console's screens this operator may open: a row on phones, a column beside the page on desktop. */
export function ConsoleNav({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation('admin');
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // On phones the row scrolls sideways: bring the open screen's tab into view (Plans, Operators
    // and the Audit log start off-screen at 390 px). Only the row scrolls, never the page.
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollTo?.({ left: active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2 });
  }, [pathname]);
  return (
    <nav aria-label={t('consoleNav')}>
      <ul ref={list} className="relative flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
        {screensFor(roles).map((screen) => (
          <li key={screen.to} className="shrink-0">
            <NavLink
              to={screen.to}
              end={screen.end}
              className={({ isActive }) =>
                cn(
                  'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-white/12 text-white' : 'text-white/70 hover:bg-white/6 hover:text-white',
                )
              }
            >
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
