// /profile (SPEC 2.15): who you are, your membership, settings, the referral card, My List,
// Continue Watching, devices and signed-in sessions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { ReferralCard } from '@/features/referral/index.ts';
import { AccountSettings } from '../components/account-settings.tsx';
import { DeviceManagement } from '../components/device-management.tsx';
import { EditProfileModal } from '../components/edit-profile-modal.tsx';
import { LibrarySections } from '../components/library-sections.tsx';
import { MembershipCard } from '../components/membership-card.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileLoadError } from '../components/profile-load-error.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { SignedInSessions } from '../components/signed-in-sessions.tsx';
import { useProfileData } from '../hooks/use-profile-data.ts';
import { membershipOf } from '../lib/membership.ts';
import '../i18n.ts';

function ProfileScreen({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const { profile, subscription, isForbidden, expireSession } = useProfileData(phone);
  const [isEditing, setEditing] = useState(false);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ProfileLoadError
        message={isForbidden ? t('sessionExpired') : t('loadFailed')}
        onRetry={isForbidden ? undefined : () => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  const user = profile.data.user;
  const membership = membershipOf(user, subscription.data);
  return (
    <div className="space-y-6">
      <ProfileHeader user={user} isSubscribed={membership.isActive} onQuickEdit={() => setEditing(true)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MembershipCard membership={membership} />
        <AccountSettings />
      </div>
      <ReferralCard phone={phone} />
      <LibrarySections />
      <DeviceManagement phone={phone} />
      <SignedInSessions />
      {isEditing && <EditProfileModal user={user} onClose={() => setEditing(false)} onSessionExpired={expireSession} />}
    </div>
  );
}

export function Component() {
  const phone = useSession((s) => s.phone);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 md:px-8 md:pt-10">{phone && <ProfileScreen key={phone} phone={phone} />}</div>
  );
}
