import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@ott/contract';
import { getInitials } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { useProfileUpdateForm } from '../hooks/use-profile-update-form.ts';
import { LocationSection } from './location-section.tsx';
import { PersonalInfoSection } from './personal-info-section.tsx';
import { ProfilePictureField } from './profile-picture-field.tsx';

export function ProfileUpdateForm({ user, existingCode }: { user: User; existingCode: string | null }) {
  const { t } = useTranslation('profile');
  const { form, errors, set, picture, pictureError, setPicture, setReferralCode, referral, submit, isSaving } = useProfileUpdateForm(
    user,
    existingCode,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ProfilePictureField
        currentUrl={user.profile_picture}
        initials={getInitials(user)}
        file={picture}
        error={pictureError}
        onChange={setPicture}
      />
      <PersonalInfoSection
        form={form}
        errors={errors}
        phone={user.phone}
        referralLocked={existingCode !== null}
        referralState={referral.state}
        set={set}
        onReferralChange={setReferralCode}
        onVerify={() => void referral.verify(form.referral_code)}
      />
      <LocationSection form={form} errors={errors} set={set} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={paths.profile}
          className="inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-medium text-white/80 ring-1 ring-white/15 hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-brand-2 focus-visible:outline-none"
        >
          {t('cancel')}
        </Link>
        <Button type="submit" disabled={isSaving} className="h-11 sm:min-w-36">
          {isSaving ? t('updating') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
