import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { HEADER_NAV } from './nav-items.ts';

/** Desktop navigation links; the bottom nav takes over on small screens. */
export function HeaderNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {HEADER_NAV.map((item) => (
          <li key={item.label}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'text-white' : 'text-white/70 hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <span className="relative">
                  {t(item.label)}
                  {isActive && <span className="absolute -bottom-1.5 left-0 right-0 h-0.5 rounded bg-brand" />}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
