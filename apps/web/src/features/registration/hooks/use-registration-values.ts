// The form's values and the cascade's clearing rules (SPEC 4 'Registration region cascade'):
// changing a level clears every level below it, so the next list loads fresh. The pincode belongs
// to the place too: a new state, district, constituency or mandal clears it (issue 12: an Andhra
// Pradesh pincode must not survive a switch to Telangana).
import { useCallback, useState } from 'react';
import type { Village } from '@ott/contract';
import type { FieldErrors, FieldName, RegionPick, RegistrationValues } from '../lib/registration-form.ts';
import { EMPTY_PICK, sanitizePincode } from '../lib/registration-form.ts';
import type { ManualModes } from './use-region-cascade.ts';

const BELOW: Record<'state' | 'district' | 'constituency' | 'mandal', Partial<RegistrationValues>> = {
  state: { district: '', constituency: '', mandal: EMPTY_PICK, village: EMPTY_PICK, pincode: '' },
  district: { constituency: '', mandal: EMPTY_PICK, village: EMPTY_PICK, pincode: '' },
  constituency: { mandal: EMPTY_PICK, village: EMPTY_PICK, pincode: '' },
  mandal: { village: EMPTY_PICK, pincode: '' },
};

export function useRegistrationValues(initial: RegistrationValues) {
  const [values, setValues] = useState(initial);
  const [manual, setManual] = useState<ManualModes>({ mandal: initial.mandal.name !== '', village: initial.village.name !== '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = useCallback((...fields: FieldName[]) => {
    setErrors((e) => {
      if (!fields.some((f) => e[f])) return e;
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });
  }, []);

  const update = useCallback(
    (patch: Partial<RegistrationValues>) => {
      setValues((v) => ({ ...v, ...patch }));
      clearError(...(Object.keys(patch) as FieldName[]));
    },
    [clearError],
  );

  const setText = (field: 'firstName' | 'lastName' | 'email' | 'address', value: string) => update({ [field]: value });
  const setPincode = (raw: string) => update({ pincode: sanitizePincode(raw) });
  const setTerms = (terms: boolean) => update({ terms });
  const setReferralCode = (code: string) => update({ referralCode: code.toUpperCase() });

  const setLevel = (level: 'state' | 'district' | 'constituency', id: string) => {
    update({ [level]: id, ...BELOW[level] });
    // A new parent starts its children on their lists again.
    setManual({ mandal: false, village: false });
  };
  const setMandal = (mandal: RegionPick) => update({ mandal, ...BELOW.mandal });
  /**
   * A mandal typed letter by letter: a village typed by hand stays (it may be typed first, and it
   * names no list row), while one picked from the old mandal's list goes, with its pincode.
   */
  const typeMandal = (name: string) => {
    setValues((v) => ({ ...v, mandal: { id: '', name }, ...(v.village.id ? BELOW.mandal : {}) }));
    clearError('mandal');
  };
  const setVillage = (village: RegionPick) => update({ village });
  /** A village chosen from a list or a matched suggestion brings its pincode (SPEC 2.7). */
  const chooseVillage = (village: Village) => {
    const pincode = village.pincode ? sanitizePincode(village.pincode) : '';
    update({ village: { id: String(village.id), name: village.name }, ...(pincode ? { pincode } : {}) });
  };
  /** Switches between list and typing; what was picked or typed at that level (and below) goes. */
  const setManualMode = (level: 'mandal' | 'village', typed: boolean) => {
    setManual((m) => ({ ...m, [level]: typed, ...(level === 'mandal' ? { village: false } : {}) }));
    if (level === 'mandal') update({ mandal: EMPTY_PICK, ...BELOW.mandal });
    else update({ village: EMPTY_PICK });
  };

  return {
    values,
    manual,
    errors,
    setErrors,
    update,
    setText,
    setPincode,
    setTerms,
    setReferralCode,
    setLevel,
    setMandal,
    typeMandal,
    setVillage,
    chooseVillage,
    setManualMode,
  };
}
