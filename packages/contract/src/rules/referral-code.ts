// SPEC 4 'Registration region cascade' / 'Profile referral' and SPEC 5 'Mini registration':
// referral codes are trimmed and upper-cased.

/** '  abc123 ' -> 'ABC123'; missing input gives ''. */
export function normalizeReferralCode(s: string | null | undefined): string {
  return typeof s === 'string' ? s.trim().toUpperCase() : '';
}
