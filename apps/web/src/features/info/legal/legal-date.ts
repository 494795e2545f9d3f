/** SPEC 2.21: a legal text's last-updated date is today, written in the reader's language. */
export function formatLegalDate(language: string, today: Date = new Date()): string {
  return today.toLocaleDateString(language.startsWith('te') ? 'te-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}
