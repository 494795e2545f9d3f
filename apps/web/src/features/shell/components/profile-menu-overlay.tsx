// SPEC 2.4 profile menu: a full-screen, keyboard-trapped overlay with the user's initials, name
// (or phone) and phone, the entries for their audience and the version label. Its own chunk,
// loaded when the menu first opens or its button is pointed at (components/profile-menu.tsx).
import { useId, useRef } from 'react';
import { UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_LABEL, getInitials } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { cn } from '@/ui/cn.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { LogoutItem } from './logout-item.tsx';
import { PROFILE_MENU_ITEMS, type MenuAudience } from './profile-menu-items.ts';
import { ProfileMenuRow } from './profile-menu-row.tsx';

const AVATAR_LOOK = 'bg-gradient-to-br from-brand-2 to-brand text-xl font-bold shadow-lg shadow-brand/30';

export default function ProfileMenuOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => s.isAuthenticated) && !!user;
  const phone = user?.phone ?? '';
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim() || phone;
  const items = (audience: MenuAudience) => PROFILE_MENU_ITEMS.filter((i) => i.audience === audience);
  const renderRows = (audience: MenuAudience) =>
    items(audience).map((item) => (
      <li key={item.label}>
        <ProfileMenuRow item={item} onNavigate={onClose} />
      </li>
    ));

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-0 z-50 overflow-y-auto bg-bg/97 backdrop-blur-xl"
    >
      <div className="mx-auto flex min-h-full w-full max-w-md flex-col px-5 pb-8 pt-4">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="sr-only">
            {t('menuTitle')}
          </h2>
          <span aria-hidden="true" />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closeMenu')}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="mt-2 flex items-center gap-4 rounded-2xl bg-gradient-to-br from-surface-2 to-surface p-5 ring-1 ring-white/5">
          {signedIn && user ? (
            <Avatar src={user.profile_picture} initials={getInitials(user)} size={64} className={AVATAR_LOOK} />
          ) : (
            <div className={cn('grid size-16 shrink-0 place-items-center rounded-full', AVATAR_LOOK)}>
              <UserRound aria-hidden="true" className="size-7" />
            </div>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-semibold" title={signedIn ? name : undefined}>
              {signedIn ? name : t('guest')}
            </p>
            {signedIn ? (
              <p className="text-sm text-muted">+91 {phone}</p>
            ) : (
              <p className="text-sm text-muted">{t('guestHint')}</p>
            )}
          </div>
        </div>

        <ul className="mt-5 space-y-0.5">
          {signedIn && renderRows('signedIn')}
          {renderRows('always')}
          {signedIn && (
            <li className="mt-2 border-t border-white/10 pt-2">
              <LogoutItem onDone={onClose} />
            </li>
          )}
          {!signedIn && renderRows('signedOut')}
        </ul>

        <p className="mt-auto pt-8 text-center text-xs text-white/40">{t('version', { version: APP_VERSION_LABEL })}</p>
      </div>
    </div>
  );
}
