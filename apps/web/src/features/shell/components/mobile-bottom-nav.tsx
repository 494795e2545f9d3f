// SPEC 2.4 mobile bottom nav: Home, Regional, Search, News, Profile (opens the menu). The layout
// hides it on the sign-in screens.
import { UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';
import { preloadProfileMenu } from './profile-menu.tsx';
import { BOTTOM_NAV } from './nav-items.ts';

const ITEM = 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium transition-colors';

export function MobileBottomNav() {
  const { t } = useTranslation('shell');
  const { isOpen, open } = useProfileMenu();
  return (
    <nav
      aria-label={t('bottomNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="flex">
        {BOTTOM_NAV.map(({ to, label, icon: Icon, end }) => (
          <li key={label} className="flex flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) => cn(ITEM, isActive ? 'text-white' : 'text-white/55 hover:text-white')}
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden="true" className={cn('size-5', isActive && 'text-brand')} strokeWidth={isActive ? 2.5 : 2} />
                  {t(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={open}
            onPointerDown={preloadProfileMenu}
            onFocus={preloadProfileMenu}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            className={cn(ITEM, isOpen ? 'text-white' : 'text-white/55 hover:text-white')}
          >
            <UserRound aria-hidden="true" className={cn('size-5', isOpen && 'text-brand')} />
            {t('profile')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
