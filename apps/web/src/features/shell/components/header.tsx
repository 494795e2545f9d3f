// SPEC 2.4 header: logo, nav, LIVE, Search, Subscribe and Profile. Transparent over the hero at
// the top of the page, solid once scrolled past 50 px.
import type { ReactNode } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { useScrolled } from '../hooks/use-scrolled.ts';
import { HeaderNav } from './header-nav.tsx';
import { Logo } from './logo.tsx';
import { ProfileButton } from './profile-button.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

export interface HeaderProps {
  /** Slot for the LIVE button (shown only while an important stream is live). */
  liveSlot?: ReactNode;
  /** Show a back button before the logo (SPEC 2.4: on MovieDetails). */
  showBack?: boolean;
  /** Page content starts under the header (hero): keep it see-through until scrolled. */
  overlay?: boolean;
}

export function Header({ liveSlot, showBack = false, overlay = false }: HeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const solid = scrolled || !overlay;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        solid
          ? 'bg-bg/95 shadow-lg shadow-black/40 backdrop-blur-md'
          : 'bg-gradient-to-b from-black/80 via-black/40 to-transparent',
      )}
    >
      <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 md:px-10 lg:gap-8 lg:px-14">
        {showBack && (
          <button
            type="button"
            onClick={() => navigate(-1)}
            aria-label={t('back')}
            className="grid size-9 shrink-0 place-items-center rounded-full bg-black/40 text-white hover:bg-white/15"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </button>
        )}
        <Logo compact={showBack} />
        <HeaderNav />
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2 md:gap-3">
          {liveSlot}
          {/* Phones reach search from the bottom nav and the home search bar; the row is too narrow. */}
          <Link
            to={paths.search}
            aria-label={t('search')}
            className="hidden size-9 place-items-center sm:grid rounded-full text-white/90 transition hover:bg-white/10 hover:text-white"
          >
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <SubscribeButton />
          <ProfileButton />
        </div>
      </div>
    </header>
  );
}
