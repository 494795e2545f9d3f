// SPEC 2.6: an invitation's referral code comes from `?ref=`, a `ref` in the hash part
// (`#ref=CODE` or `#/path?ref=CODE`), or the code saved at login (localStorage `referralCode`).
import { normalizeReferralCode } from '@ott/contract';
import { storage } from '@/lib/storage.ts';

function refFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : raw;
  return new URLSearchParams(query).get('ref');
}

/** The code an invitation link itself carries (`?ref=` or the hash form), without the saved one. */
export function invitationReferralInUrl(search: string, hash: string): string | null {
  return new URLSearchParams(search).get('ref') ?? refFromHash(hash);
}

export function readInvitationReferral(search: string, hash: string): string {
  return normalizeReferralCode(invitationReferralInUrl(search, hash) ?? storage.get('referralCode'));
}

/** Keeps an invitation code from the login link for the registration step. */
export function saveInvitationReferral(code: string | null | undefined) {
  const normalized = normalizeReferralCode(code);
  if (normalized) storage.set('referralCode', normalized);
}
