// Where to go after sign-in or registration. Only same-site paths are honoured, so a crafted
// `?redirect=https://evil.example` link cannot bounce a freshly signed-in user off the site.
import type { Location } from 'react-router';
import { hasCompleteLoginProfile, isRegistrationComplete } from '@ott/contract';
import type { User } from '@ott/contract';
import { paths } from '@/config/paths.ts';

export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** The full path of a location, used as the `redirect` query (SPEC 2.2). */
export function fullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function isMiniRegister(target: string): boolean {
  return target.split(/[?#]/)[0] === paths.miniRegister();
}

/** SPEC 2.6: the redirect target, or home when it is missing or is /mini-register itself. */
export function afterRegistrationTarget(redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  return target && !isMiniRegister(target) ? target : paths.home;
}

/**
 * SPEC 4 'Auth': a user with first name, last name, state and district goes to the redirect query
 * (or /); anyone else goes to /mini-register, which keeps the redirect for afterwards.
 */
export function afterLoginTarget(user: User, redirect: string | null | undefined): string {
  if (hasCompleteLoginProfile(user)) return afterRegistrationTarget(redirect);
  return paths.miniRegister({ redirect: safeRedirect(redirect) ?? undefined });
}

/** SPEC 2.2: a signed-in visitor of /login goes on (or to /mini-register when incomplete). */
export function signedInTarget(user: User | null, redirect: string | null | undefined): string {
  if (!isRegistrationComplete(user)) return paths.miniRegister({ redirect: safeRedirect(redirect) ?? undefined });
  return afterRegistrationTarget(redirect);
}
