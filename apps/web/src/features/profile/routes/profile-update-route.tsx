// /profile/update (SPEC 2.16): personal and location details; payments and rentals send users
// here with ?redirect= to complete their profile and come back.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/api/auth/get-profile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { ProfileUpdateForm } from '../components/profile-update-form.tsx';
import { useSessionExpiry } from '../hooks/use-session-expiry.ts';
import '../i18n.ts';

function ProfileUpdateScreen({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const storedUser = useSession((s) => s.user);
  const profile = useProfile(phone);
  const expireSession = useSessionExpiry();
  const isForbidden = profile.error instanceof ApiError && profile.error.status === 403;
  useEffect(() => {
    if (isForbidden) expireSession();
  }, [isForbidden, expireSession]);

  if (isForbidden) return <p role="alert" className="text-brand-2">{t('sessionExpired')}</p>;
  if (profile.isPending) return <Spinner className="mx-auto mt-16" label={t('loading')} />;
  // A failed load still lets the user edit what the app already stores.
  const user = profile.data?.user ?? storedUser;
  if (!user) return <p role="alert" className="text-brand-2">{t('loginAgain')}</p>;
  const code = profile.data?.referral_relationships.referred_by[0]?.referral_code_used || null;
  return <ProfileUpdateForm user={user} existingCode={code} />;
}

export function Component() {
  const { t } = useTranslation('profile');
  const phone = useSession((s) => s.phone);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <h1 className="mb-1 text-2xl font-bold md:text-3xl">{t('updateTitle')}</h1>
      <p className="mb-6 text-sm text-muted">{t('updateSubtitle')}</p>
      {phone ? <ProfileUpdateScreen key={phone} phone={phone} /> : <p role="alert" className="text-brand-2">{t('loginAgain')}</p>}
    </div>
  );
}
