import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getInitials } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { useProfileMenu } from '../hooks/profile-menu-store.ts';
import { preloadProfileMenu } from './profile-menu.tsx';

/**
 * SPEC 2.4: the avatar (profile picture, else initials) opening the profile menu when signed in,
 * otherwise a link to /login.
 */
export function ProfileButton() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const openMenu = useProfileMenu((s) => s.open);

  if (!isAuthenticated || !user) {
    return (
      <Link
        to={paths.login()}
        aria-label={t('signIn')}
        className="inline-flex size-9 items-center justify-center gap-1.5 rounded-full border border-white/25 text-sm font-semibold text-white transition hover:bg-white/10 sm:w-auto sm:px-4"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('signIn')}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={openMenu}
      onPointerEnter={preloadProfileMenu}
      onFocus={preloadProfileMenu}
      aria-label={t('openProfileMenu')}
      aria-haspopup="dialog"
      className="shrink-0 rounded-full ring-2 ring-white/10 transition hover:ring-white/40"
    >
      <Avatar
        src={user.profile_picture}
        initials={getInitials(user)}
        size={36}
        className="bg-gradient-to-br from-brand-2 to-brand text-sm font-bold text-white"
      />
    </button>
  );
}
