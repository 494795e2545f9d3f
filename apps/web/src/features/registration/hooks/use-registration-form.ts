// Full registration (SPEC 2.7, 4, 5, 8): values, cascade, address suggestions, referral and submit.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { normalizeReferralCode } from '@ott/contract';
import type { Village } from '@ott/contract';
import { completeRegistration } from '@/api/auth/complete-registration.ts';
import { useProfile } from '@/api/auth/get-profile.ts';
import { paths } from '@/config/paths.ts';
import { useReferralVerification } from '@/features/auth/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { useValidationMessages } from '@/ui/validation-message.ts';
import type { FieldErrors, FieldName, RegionPick } from '../lib/registration-form.ts';
import { buildPayload, FIELD_ORDER, fieldId, initialValues, SERVER_FIELDS, validateRegistration } from '../lib/registration-form.ts';
import type { AddressContext } from '../suggesters/address-suggester.ts';
import { useAddressSuggestions } from './use-address-suggestions.ts';
import { useRegionCascade } from './use-region-cascade.ts';
import { useRegistrationValues } from './use-registration-values.ts';

const positive = (id: string) => (id ? Number(id) : undefined);

function focusFirst(errors: FieldErrors) {
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function useRegistrationForm(phone: string) {
  const { t } = useTranslation('registration');
  const { fieldMessages } = useValidationMessages();
  const navigate = useNavigate();
  const form = useRegistrationValues(initialValues(useSession.getState().user));
  const { values } = form;
  const cascade = useRegionCascade(values, form.manual);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const referral = useReferralVerification({ invalid: t('invalidReferral'), failed: t('referralCheckFailed') });
  // SPEC 4 'Profile referral' applies here too: a referrer, once attached, is shown and locked.
  const profile = useProfile(phone);
  const attachedCode = profile.data?.referral_relationships.referred_by[0]?.referral_code_used || null;

  // The address a suggestion wrote, so a change of place can take it back (a typed one stays).
  const suggestedAddress = useRef<string | null>(null);
  const address = useAddressSuggestions((details) => {
    suggestedAddress.current = details.address;
    form.update({ address: details.address, ...(details.pincode ? { pincode: details.pincode } : {}) });
  });

  const addressContext = (villageId = cascade.villageId, village = values.village.name): AddressContext => ({
    stateId: positive(values.state),
    districtId: positive(values.district),
    constituencyId: positive(values.constituency),
    mandalId: positive(cascade.mandalId),
    villageId: positive(villageId),
    names: [village, values.mandal.name, cascade.names.district, cascade.names.state].filter(Boolean),
  });

  // Suggestions, searches and a suggested address belong to the place they were asked for: any
  // change above the village drops them, so no Andhra Pradesh address (or a late answer for it)
  // is left in a Telangana form (issue 12).
  const leavePlace = () => {
    address.reset();
    if (suggestedAddress.current !== null && values.address === suggestedAddress.current) form.update({ address: '' });
    suggestedAddress.current = null;
  };
  const setLevel = (level: 'state' | 'district' | 'constituency', id: string) => {
    leavePlace();
    form.setLevel(level, id);
  };
  const setMandal = (pick: RegionPick) => {
    leavePlace();
    form.setMandal(pick);
  };
  const setManualMode = (level: 'mandal' | 'village', typed: boolean) => {
    leavePlace();
    form.setManualMode(level, typed);
  };

  /** SPEC 2.7: choosing a village fills its pincode and searches for its address. */
  const chooseVillage = (village: Village) => {
    form.chooseVillage(village);
    const { names, ...ids } = addressContext(String(village.id), village.name);
    address.searchVillage(village.name, { ...ids, names: names.slice(1) });
  };

  const changeReferral = (code: string) => {
    form.setReferralCode(code);
    referral.reset();
  };
  const verifyReferral = () => {
    form.setErrors((e) => ({ ...e, referralCode: undefined }));
    void referral.verify(values.referralCode);
  };

  const showServerErrors = (error: ApiError) => {
    const fieldErrors: FieldErrors = {};
    const worded = fieldMessages(error);
    for (const [server, field] of Object.entries(SERVER_FIELDS)) {
      const message = worded[server] ?? error.fieldError(server);
      if (message) fieldErrors[field] = { text: message };
    }
    if (Object.keys(fieldErrors).length === 0) return false;
    form.setErrors(fieldErrors);
    focusFirst(fieldErrors);
    return true;
  };

  const submit = async () => {
    setFormError(null);
    const errors = validateRegistration(values, {
      mandalManual: cascade.manual.mandal,
      villageManual: cascade.manual.village,
      referralVerified: attachedCode !== null || referral.state.status === 'valid',
    });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirst(errors);
      return;
    }
    const storedPhone = useSession.getState().phone ?? storage.get('phone');
    if (!storedPhone) return setFormError(t('missingPhone'));
    setSubmitting(true);
    try {
      const code = attachedCode ? null : normalizeReferralCode(values.referralCode) || null;
      const result = await completeRegistration(buildPayload(values, storedPhone, code));
      useSession.getState().setUser(result.user);
      storage.set('csrfToken', result.csrf_token);
      storage.set('hasCompletedRegistration', 'true');
      storage.remove('referralCode');
      toast.success(t('registrationSuccess'));
      void navigate(paths.home, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 401) {
        void navigate(paths.login({ redirect: paths.register }), { replace: true });
        return;
      }
      if (error instanceof ApiError && error.status > 0) {
        if (showServerErrors(error)) return;
        return setFormError(error.serverMessage || t('registrationFailed'));
      }
      setFormError(t('registrationError'));
    }
  };

  const error = (field: FieldName) => {
    const e = form.errors[field];
    return e ? ('key' in e ? t(e.key) : e.text) : null;
  };

  return {
    values,
    form,
    cascade,
    address,
    addressContext,
    chooseVillage,
    setLevel,
    setMandal,
    setManualMode,
    referral: { state: referral.state, attachedCode, change: changeReferral, verify: verifyReferral },
    submit: () => void submit(),
    isSubmitting,
    formError,
    error,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
