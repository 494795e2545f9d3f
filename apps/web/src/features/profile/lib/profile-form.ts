// Profile settings form rules (SPEC 2.16, 5 'Profile settings'), kept pure for tests.
import type { User } from '@ott/contract';
import { paths } from '@/config/paths.ts';

export interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  gender: string;
  year: string;
  referral_code: string;
  state: string;
  district: string;
  constituency: string;
  mandal: string;
  village: string;
  pincode: string;
  address: string;
}

export type FormErrors = Partial<Record<keyof ProfileForm, string>>;

export const EARLIEST_BIRTH_YEAR = 1940;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const id = (value: number | null) => (value === null ? '' : String(value));

/** Current year down to 1940 (SPEC 5). */
export function birthYears(now = new Date()): string[] {
  const years: string[] = [];
  for (let y = now.getFullYear(); y >= EARLIEST_BIRTH_YEAR; y -= 1) years.push(String(y));
  return years;
}

export function formFromUser(user: User): ProfileForm {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    gender: user.gender ?? '',
    year: user.date_of_birth?.slice(0, 4) ?? '',
    referral_code: '',
    state: id(user.state),
    district: id(user.district),
    constituency: id(user.constituency),
    mandal: user.mandal ?? '',
    village: user.village ?? '',
    pincode: user.pincode ?? '',
    address: user.address ?? '',
  };
}

/** Message keys of the 'profile' namespace, by field. */
export function validateForm(form: ProfileForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'firstNameRequired';
  if (!form.last_name.trim()) errors.last_name = 'lastNameRequired';
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'invalidEmail';
  if (form.pincode.trim().length > 6) errors.pincode = 'pincodeTooLong';
  return errors;
}

/**
 * What is sent (SPEC 5): the phone is never part of the changes, the year goes as YYYY-01-01 and
 * an already attached referral code is not resent. Empty values are dropped by the API module.
 */
export function changesFrom(form: ProfileForm, hasReferrer: boolean): Record<string, string> {
  const { year, referral_code, ...rest } = form;
  return {
    ...rest,
    date_of_birth: year ? `${year}-01-01` : '',
    referral_code: hasReferrer ? '' : referral_code,
  };
}

/** After saving: the `redirect` query when same-site, else the plan/code page, else /profile. */
export function afterSaveTarget(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
  const plan = params.get('plan') ?? params.get('code');
  if (plan) return paths.plans({ plan });
  return paths.profile;
}
