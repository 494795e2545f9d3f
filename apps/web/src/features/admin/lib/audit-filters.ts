// The audit log's filters live in the URL query (?action=&actor=&target_type=&from=&to=&page=), so
// a filtered view can be shared as a link. Dates in the URL are calendar days in India Standard
// Time; the request turns them into that day's first and last instant (+05:30), which the server
// accepts as ISO date-times. Values the server would refuse are left out of the request.
import { AUDIT_ACTIONS, AuditLogQuery } from '@ott/contract';

export const AUDIT_PAGE_SIZE = 20;
const IST_OFFSET = '+05:30';

export const AUDIT_TARGET_TYPES = [...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]!))];

export interface AuditFilters {
  action: string;
  actor: string;
  target_type: string;
  from: string;
  to: string;
}

export const FILTER_KEYS = ['action', 'actor', 'target_type', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[];
export const EMPTY_FILTERS: AuditFilters = { action: '', actor: '', target_type: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page a URL query holds; anything malformed reads as not set. */
export function readAuditSearch(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    const isDay = key === 'from' || key === 'to';
    if (value && (isDay ? DAY.test(value) : AuditLogQuery.shape[key].safeParse(value).success)) filters[key] = value;
  }
  const page = AuditLogQuery.shape.page.safeParse(params.get('page') ?? undefined);
  return { filters, page: page.success ? page.data : 1 };
}

/** The URL query for these filters and page (empty values and page 1 left out). */
export function auditSearch(filters: AuditFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What GET /api/admin/audit-log/ is asked for. */
export function auditRequest(filters: AuditFilters, page: number): Partial<AuditLogQuery> {
  const query: Partial<AuditLogQuery> = { page, page_size: AUDIT_PAGE_SIZE };
  if (filters.action) query.action = filters.action as AuditLogQuery['action'];
  if (filters.actor) query.actor = filters.actor;
  if (filters.target_type) query.target_type = filters.target_type;
  if (filters.from) query.from = `${filters.from}T00:00:00${IST_OFFSET}`;
  if (filters.to) query.to = `${filters.to}T23:59:59.999${IST_OFFSET}`;
  return query;
}

/** The filter form's own checks: contract key of the first problem per field. */
export function checkAuditFilters(filters: AuditFilters): Partial<Record<keyof AuditFilters, 'actorInvalid' | 'dateOrder'>> {
  const errors: Partial<Record<keyof AuditFilters, 'actorInvalid' | 'dateOrder'>> = {};
  if (filters.actor && !AuditLogQuery.shape.actor.safeParse(filters.actor).success) errors.actor = 'actorInvalid';
  if (filters.from && filters.to && filters.from > filters.to) errors.to = 'dateOrder';
  return errors;
}
