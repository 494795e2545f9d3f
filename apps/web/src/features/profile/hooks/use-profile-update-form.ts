// State and submission of the profile settings form (SPEC 2.16, 5 'Profile settings').
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { User } from '@ott/contract';
import { useUpdateProfile } from '@/api/profile/update-profile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { useReferralVerification } from '@/features/auth/index.ts';
import { afterSaveTarget, changesFrom, formFromUser, validateForm, type FormErrors, type ProfileForm } from '../lib/profile-form.ts';
import { isAcceptablePicture } from '../lib/profile-picture.ts';
import { useValidationMessages } from '@/ui/validation-message.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

export const REDIRECT_DELAY_MS = 2000;

/** `existingCode`: the code already attached to the profile (then read-only and verified). */
export function useProfileUpdateForm(user: User, existingCode: string | null) {
  const { t } = useTranslation('profile');
  const { fieldMessages } = useValidationMessages();
  const [form, setForm] = useState<ProfileForm>(() => ({ ...formFromUser(user), referral_code: existingCode ?? '' }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [picture, setPictureFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  // SPEC 8 'Profile/devices': the server's message for a refused code, else the screen's own words.
  const referral = useReferralVerification(
    { invalid: t('referralVerifyError'), failed: t('referralVerifyError') },
    { keepServerMessage: true },
  );
  const update = useUpdateProfile(user.phone);
  const setUser = useSession((s) => s.setUser);
  const expireSession = useSessionExpiry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);

  const set = (field: keyof ProfileForm, value: string) => {
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    setForm((prev) => {
      const next = { ...prev, [field]: value };
      // Changing a level clears the levels below it.
      if (field === 'state') Object.assign(next, { district: '', constituency: '' });
      if (field === 'district') next.constituency = '';
      return next;
    });
  };
  /** A wrong type or size is refused here with the server's own message, before any upload. */
  const setPicture = (file: File | null) => {
    const isAcceptable = !file || isAcceptablePicture(file);
    setPictureError(isAcceptable ? undefined : t('invalidProfilePicture'));
    setPictureFile(isAcceptable ? file : null);
  };
  const setReferralCode = (value: string) => {
    referral.reset();
    set('referral_code', value.toUpperCase());
  };

  /** Errors shown under the fields (already worded), the first one also as a toast. */
  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) toast.error(first);
    return Boolean(first);
  };

  const submit = () => {
    const found = validateForm(form);
    const code = form.referral_code.trim();
    if (!existingCode && code && referral.state.status !== 'valid') found.referral_code = 'verifyReferralFirst';
    if (showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])))) return;
    // SPEC 5: the picture goes only when a file was chosen (multipart).
    update.mutate({ ...changesFrom(form, existingCode !== null), profile_picture: picture }, {
      onSuccess: (res) => {
        toast.success(t('profileUpdated'));
        if (res.user) setUser(res.user);
        timer.current = window.setTimeout(() => void navigate(afterSaveTarget(params)), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          toast.error(t('sessionExpired'));
          expireSession();
          return;
        }
        if (error instanceof ApiError && error.fieldError('profile_picture')) setPictureError(t('invalidProfilePicture'));
        // Invalid input: worded here in the screen's language, under the fields it concerns.
        const { profile_picture: _picture, ...byField } = fieldMessages(error);
        if (showErrors(byField)) return;
        toast.error((error instanceof ApiError && error.status !== 404 ? error.serverMessage : null) ?? t('updateFailed'));
      },
    });
  };

  return {
    form,
    errors,
    set,
    picture,
    pictureError,
    setPicture,
    setReferralCode,
    referral,
    submit,
    isSaving: update.isPending || update.isSuccess,
  };
}
