// Issue 17.2: the payments screens for finance: the list with its filters in the URL (rupees typed,
// paise sent) and the CSV link, the order page's Refund dialog (one key per opening, the server's
// message shown), and the reconciliation view's Settle and Retry now.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  PAYMENT_API,
  PAYMENTS_ADMIN_MESSAGES as PM,
  REFUND_MESSAGES as RM,
  type AdminOrderRow,
  type AdminRefundDetail,
  type OrderDetailResponse,
} from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { currentLocation } from '@/testing/render.tsx';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { OrderRoute, PaymentsRoute, ReconciliationRoute } from './payments-routes.tsx';

const ORDER: AdminOrderRow = {
  id: 41,
  order_id: 'order_Abc123',
  gateway: 'sandbox',
  kind: 'subscription',
  plan_id: 1,
  video_id: null,
  item: 'Basic Plan',
  amount_paise: 19_950,
  status: 'paid',
  payment_id: 'pay_Xyz789',
  captures: 1,
  refunded_paise: 0,
  viewer: { id: 7, phone: '9876****0007' },
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
};

const FAILED: AdminRefundDetail = {
  id: 5,
  order_id: 41,
  payment_id: 'pay_Xyz789',
  amount_paise: 10_000,
  status: 'failed',
  kind: 'operator',
  reason: 'Goodwill',
  gateway_refund_id: null,
  created_at: '2026-11-21T10:00:00.000Z',
  attempts: 8,
  last_error: 'Gateway timeout',
  next_attempt_at: null,
  gave_up: true,
};

function detail(overrides: Partial<OrderDetailResponse> = {}): OrderDetailResponse {
  return {
    status: 'success',
    order: ORDER,
    payments: [{ id: 1, payment_id: 'pay_Xyz789', amount_paise: 19_950, method: 'upi', status: 'captured', error_description: null, is_order_payment: true, refunded_paise: 0, created_at: ORDER.created_at }],
    refunds: [],
    refunded_paise: 0,
    refundable_paise: 19_950,
    viewer: { id: 7, phone: '9876****0007', name: 'Ravi Kumar' },
    audit: [],
    ...overrides,
  };
}

const render = (at: string) =>
  renderConsoleWith(at, [
    { path: 'payments', element: <PaymentsRoute /> },
    { path: 'payments/:id', element: <OrderRoute /> },
    { path: 'reconciliation', element: <ReconciliationRoute /> },
  ]);

const plans = { [`GET ${PAYMENT_API.plans}`]: () => ({ body: { status: 'success', plans: [] } }) };

describe('payments in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('lists orders with the URL filters, sends paise, pages by cursor and links the CSV', async () => {
    const api = stubConsole(
      { roles: ['finance'] },
      {
        ...plans,
        [`GET ${API.adminPayments}`]: (call) => ({
          body: { status: 'success', data: call.query.get('cursor') ? [] : [ORDER], next_cursor: call.query.get('cursor') ? null : 'MjAyNnwx' },
        }),
      },
    );
    render('/admin/payments?state=paid&min=199.5&phone=9876500007');
    expect(await screen.findByRole('link', { name: 'Payments' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('₹199.50')).toBeTruthy();
    expect(within(table).getByText('9876****0007')).toBeTruthy();
    const first = api.callsTo('GET', API.adminPayments)[0]!;
    expect([first.query.get('state'), first.query.get('min_paise'), first.query.get('phone')]).toEqual(['paid', '19950', '9876500007']);
    // The phone-size fold: a Filters button counting the three filters on, controlling the form.
    const fold = screen.getByRole('button', { name: 'Filters 3 on' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(fold.getAttribute('aria-controls')!)?.getAttribute('aria-label')).toBe('Payment filters');
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`${API.adminPaymentsExport}?state=paid&min_paise=19950&phone=9876500007`);

    fireEvent.change(screen.getByLabelText('Maximum ₹'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Write rupees like 199 or 199.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Maximum ₹'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentLocation()).toContain('max=500'));
    // Applied: the fold closes and counts four.
    expect(screen.getByRole('button', { name: 'Filters 4 on' }).getAttribute('aria-expanded')).toBe('false');
    expect(api.callsTo('GET', API.adminPayments).at(-1)!.query.get('max_paise')).toBe('50000');

    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    expect(api.callsTo('GET', API.adminPayments).at(-1)!.query.get('cursor')).toBe('MjAyNnwx');
  });

  it('refunds part of an order with one key per opening and shows the server message', async () => {
    const api = stubConsole(
      { roles: ['finance'] },
      {
        [`GET ${API.adminOrder(41)}`]: () => ({ body: detail() }),
        [`POST ${API.adminOrderRefund(41)}`]: (call) => {
          const body = call.body as { amount_paise?: number };
          if ((body.amount_paise ?? 0) > 15_000) return { status: 400, body: { status: 'error', message: RM.overRefund } };
          return { body: { status: 'success', message: RM.refundRequested, refund: { ...FAILED, status: 'processed', attempts: 1 }, refunded_paise: 5_000, remaining_paise: 14_950 } };
        },
      },
    );
    render('/admin/payments/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order order_Abc123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ravi Kumar · 9876****0007' }).getAttribute('href')).toBe('/admin/viewers/7');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order' });
    expect((within(dialog).getByLabelText('Amount in rupees') as HTMLInputElement).value).toBe('199.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹199.50' }));
    expect(await within(dialog).findByText(RM.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked twice' } });
    fireEvent.change(within(dialog).getByLabelText('Amount in rupees'), { target: { value: '160' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹160.00' }));
    expect(await within(dialog).findByText(RM.overRefund)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount in rupees'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹50.00' }));
    expect(await screen.findByText(RM.refundRequested)).toBeTruthy();
    const sent = api.callsTo('POST', API.adminOrderRefund(41)).map((c) => c.body as { amount_paise: number; idempotency_key: string; reason: string });
    expect(sent.map((b) => b.amount_paise)).toEqual([16_000, 5_000]);
    expect(sent[1]!.reason).toBe('Asked twice');
    // The same opening of the dialog: the same key, so the retried submit is the same refund.
    expect(sent[0]!.idempotency_key).toBe(sent[1]!.idempotency_key);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund this order' });
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'Again' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Refund ₹199.50' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminOrderRefund(41))).toHaveLength(3));
    const third = api.callsTo('POST', API.adminOrderRefund(41))[2]!.body as { idempotency_key: string; amount_paise?: number };
    expect(third.idempotency_key).not.toBe(sent[0]!.idempotency_key);
    expect(third.amount_paise).toBeUndefined();
  });

  it('settles a mismatched order and retries a failed refund from the reconciliation view', async () => {
    const api = stubConsole(
      { roles: ['finance'] },
      {
        [`GET ${API.adminPaymentsReconciliation}`]: () => ({
          body: { status: 'success', checked: 3, mismatches: [{ order: { ...ORDER, status: 'attempted' }, kind: 'paid_at_gateway', gateway_status: 'paid', gateway_captured_paise: 19_950 }], failed_refunds: [FAILED] },
        }),
        [`POST ${API.adminOrderSettle(41)}`]: () => ({ body: { status: 'success', message: PM.settled, changed: true, order: ORDER } }),
        [`POST ${API.adminRefundRetry(5)}`]: () => ({ status: 409, body: { status: 'error', message: PM.refundNotFailed } }),
      },
    );
    render('/admin/reconciliation');
    expect(await screen.findByText('Paid at the gateway, not here')).toBeTruthy();
    expect(screen.getByText('Automatic tries used up')).toBeTruthy();
    expect(screen.getByText('Last error: Gateway timeout')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settle order order_Abc123' }));
    expect(await screen.findByText(PM.settled)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText(PM.refundNotFailed)).toBeTruthy();
    expect(api.callsTo('POST', API.adminOrderSettle(41))).toHaveLength(1);
  });

  it('tells a support operator the screens need the finance role', async () => {
    stubConsole({ roles: ['support'] });
    render('/admin/payments');
    expect(await screen.findByText(/needs the Finance role/)).toBeTruthy();
  });
});
