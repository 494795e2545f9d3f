// The payments list's filters live in the URL query (rupees as typed, so a shared link reads the
// same); the request to the server carries paise. Values the server would refuse read as not set.
import { PaymentsListQuery, rupeeTextToPaise } from '@ott/contract';
import type { PaymentsRequest } from '../api/payments.ts';

export const PAYMENTS_PAGE_SIZE = 25;

export interface PaymentFilters {
  state: string;
  gateway: string;
  plan_id: string;
  kind: string;
  from: string;
  to: string;
  min: string;
  max: string;
  phone: string;
}

export const PAYMENT_FILTER_KEYS = ['state', 'gateway', 'plan_id', 'kind', 'from', 'to', 'min', 'max', 'phone'] as const satisfies readonly (keyof PaymentFilters)[];
export const EMPTY_PAYMENT_FILTERS: PaymentFilters = { state: '', gateway: '', plan_id: '', kind: '', from: '', to: '', min: '', max: '', phone: '' };

const SHAPE = PaymentsListQuery.shape;
const valid: Record<keyof PaymentFilters, (value: string) => boolean> = {
  state: (v) => SHAPE.state.safeParse(v).success,
  gateway: (v) => SHAPE.gateway.safeParse(v).success,
  plan_id: (v) => SHAPE.plan_id.safeParse(v).success,
  kind: (v) => SHAPE.kind.safeParse(v).success,
  from: (v) => SHAPE.from.safeParse(v).success,
  to: (v) => SHAPE.to.safeParse(v).success,
  min: (v) => rupeeTextToPaise(v) !== null,
  max: (v) => rupeeTextToPaise(v) !== null,
  phone: (v) => SHAPE.phone.safeParse(v).success,
};

/** The filters and page cursor a URL query holds. */
export function readPaymentSearch(params: URLSearchParams): { filters: PaymentFilters; cursor: string | null } {
  const filters = { ...EMPTY_PAYMENT_FILTERS };
  for (const key of PAYMENT_FILTER_KEYS) {
    const value = (params.get(key) ?? '').trim();
    if (value && valid[key](value)) filters[key] = value;
  }
  return { filters, cursor: params.get('cursor') || null };
}

/** The URL query for these filters (and a page cursor); empty values left out. */
export function paymentSearch(filters: PaymentFilters, cursor: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PAYMENT_FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** What GET /api/admin/payments/ is asked for: rupees become paise. */
export function paymentsRequest(filters: PaymentFilters, cursor: string | null): PaymentsRequest {
  const request: PaymentsRequest = { limit: PAYMENTS_PAGE_SIZE };
  if (filters.state) request.state = filters.state as PaymentsRequest['state'];
  if (filters.gateway) request.gateway = filters.gateway as PaymentsRequest['gateway'];
  if (filters.plan_id) request.plan_id = Number(filters.plan_id);
  if (filters.kind) request.kind = filters.kind as PaymentsRequest['kind'];
  if (filters.from) request.from = filters.from;
  if (filters.to) request.to = filters.to;
  const min = filters.min ? rupeeTextToPaise(filters.min) : null;
  const max = filters.max ? rupeeTextToPaise(filters.max) : null;
  if (min !== null) request.min_paise = min;
  if (max !== null) request.max_paise = max;
  if (filters.phone) request.phone = filters.phone;
  if (cursor) request.cursor = cursor;
  return request;
}
