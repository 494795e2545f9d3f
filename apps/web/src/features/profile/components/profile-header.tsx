import { Crown, Pencil, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@ott/contract';
import { getInitials } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

interface ProfileHeaderProps {
  user: User;
  isSubscribed: boolean;
  onQuickEdit(): void;
}

/** SPEC 2.15: initials (or the profile picture), name (or phone), Edit Profile. */
export function ProfileHeader({ user, isSubscribed, onQuickEdit }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const initials = getInitials(user);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return (
    <section className="flex flex-col items-center gap-4 text-center md:flex-row md:text-left">
      <ProfileAvatar
        src={user.profile_picture}
        initials={initials}
        imageLabel={t('pictureLabel')}
        initialsLabel={t('avatarLabel', { initials })}
        size={96}
        className="text-3xl"
      >
        {isSubscribed && (
          <span className="absolute -right-1 -bottom-1 grid size-8 place-items-center rounded-full bg-gold ring-4 ring-bg">
            <Crown className="size-4 text-black" aria-hidden="true" />
          </span>
        )}
      </ProfileAvatar>
      {/* Full width on phones (the column is centred), so a long unbroken name wraps inside it. */}
      <div className="w-full min-w-0 md:w-auto md:flex-1">
        <div className="flex items-center justify-center gap-2 md:justify-start">
          <h1 className="line-clamp-3 min-w-0 text-2xl font-bold wrap-anywhere md:text-3xl" title={name || undefined}>
            {name || user.phone}
          </h1>
          <button
            type="button"
            onClick={onQuickEdit}
            aria-label={t('quickEdit')}
            className="shrink-0 rounded-full p-1.5 text-muted hover:bg-white/10 hover:text-white"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        </div>
        {name && <p className="mt-1 text-sm text-muted">+91 {user.phone}</p>}
      </div>
      <Link
        to={paths.profileUpdate()}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/20"
      >
        <UserCog className="size-4" aria-hidden="true" />
        {t('editProfile')}
      </Link>
    </section>
  );
}
