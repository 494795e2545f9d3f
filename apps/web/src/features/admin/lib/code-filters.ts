// The codes list's filters live in the URL (?q=&plan=&status=&batch=), so a filtered list is a link
// and Back returns to it.
import { CODE_STATUSES } from '@ott/contract';
import type { CodeFilterValues } from '../api/codes.ts';

const statuses: readonly string[] = CODE_STATUSES;
const wholeNumber = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? value : '';

export function filtersFromUrl(params: URLSearchParams): CodeFilterValues {
  const status = params.get('status') ?? '';
  return {
    q: (params.get('q') ?? '').trim().toUpperCase().slice(0, 40),
    plan: wholeNumber(params.get('plan')),
    status: statuses.includes(status) ? status : '',
    batch: wholeNumber(params.get('batch')),
  };
}

export function filtersToUrl(filters: CodeFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}
