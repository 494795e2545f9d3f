// The console's payments (issue 17.2, finance role): the list (keyset pages), one order, the
// reconciliation view, and the refund, settle and retry actions; the CSV is a plain download link.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrderDetailResponse,
  PaymentsListQuery,
  PaymentsListResponse,
  ReconciliationResponse,
  RefundBody,
  RefundResponse,
  RetryRefundResponse,
  SettleOrderResponse,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type PaymentsRequest = Partial<PaymentsListQuery>;

export const paymentKeys = {
  all: [...adminKeys.all, 'payments'] as const,
  list: (request: PaymentsRequest) => [...adminKeys.all, 'payments', 'list', request] as const,
  order: (id: number | string) => [...adminKeys.all, 'payments', 'order', String(id)] as const,
  reconciliation: (days: number) => [...adminKeys.all, 'payments', 'reconciliation', days] as const,
};

export const paymentsQueryOptions = (request: PaymentsRequest) =>
  queryOptions({
    queryKey: paymentKeys.list(request),
    queryFn: ({ signal }) => api.get<PaymentsListResponse>(API.adminPayments, { query: { ...request }, signal }),
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: paymentKeys.order(id),
    queryFn: ({ signal }) => api.get<OrderDetailResponse>(API.adminOrder(id), { signal }),
  });

export const reconciliationQueryOptions = (days: number) =>
  queryOptions({
    queryKey: paymentKeys.reconciliation(days),
    queryFn: ({ signal }) => api.get<ReconciliationResponse>(API.adminPaymentsReconciliation, { query: { days }, signal }),
  });

/** The export's address for these filters (the browser downloads it with the session cookie). */
export function paymentsExportUrl(request: PaymentsRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && key !== 'cursor' && key !== 'limit') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${API.adminPaymentsExport}?${query}` : API.adminPaymentsExport;
}

/** A payments action; afterwards every payments screen is read again. */
function usePaymentAction<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }) });
}

export const useRefundOrder = (orderId: number) =>
  usePaymentAction((body: RefundBody) => api.post<RefundResponse>(API.adminOrderRefund(orderId), body));
export const useSettleOrder = () => usePaymentAction((orderId: number) => api.post<SettleOrderResponse>(API.adminOrderSettle(orderId)));
export const useRetryRefund = () => usePaymentAction((refundId: number) => api.post<RetryRefundResponse>(API.adminRefundRetry(refundId)));
