import { PHONE_COUNTRY_CODE } from '@ott/contract';

/** A 10-digit mobile number the way Indians write it: '+91 98765 43210'. */
export function displayPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${PHONE_COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
