import type { ReferredUser } from '@ott/contract';

/** First and last name as the referred user gave them; '' when they have not yet. */
export function displayName(user: Pick<ReferredUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
