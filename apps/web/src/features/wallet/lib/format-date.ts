/** '12 Mar 2025' (or with ', 4:05 pm'), in the reader's language; an unreadable date gives ''. */
export function formatDate(iso: string, language: string, { withTime = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.startsWith('te') ? 'te-IN' : 'en-IN';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  if (withTime) Object.assign(options, { hour: 'numeric', minute: '2-digit' });
  return date.toLocaleString(locale, options);
}
