// SPEC 2.15 and SPEC 2.4: avatar initials.

export interface InitialsSource {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}

function firstLetter(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const [first = ''] = Array.from(value.trim());
  return first.toUpperCase();
}

/**
 * First letters of first and last name, upper-cased ('Ravi Teja' -> 'RT'); with only one name,
 * its letter; with no name, the first two phone digits; otherwise ''.
 */
export function getInitials(user: InitialsSource | null | undefined): string {
  if (!user) return '';
  const letters = firstLetter(user.first_name) + firstLetter(user.last_name);
  if (letters) return letters;
  return (user.phone ?? '').replace(/\D/g, '').slice(0, 2);
}
