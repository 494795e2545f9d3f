import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { stubApi } from '@/testing/api-stub.ts';
import { setSignedOut, signIn } from '@/testing/session.ts';
import { makePayer } from '../testing/fixtures.ts';
import { PaymentWatcher } from './payment-watcher.tsx';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

const STATUS = '/users/payment/check-status/order_1/';
const pending = { payment_id: null, order_id: 'order_1', signature: null, plan_id: 2, phone: '9876543210', timestamp: Date.now(), retry_count: 0, amount: 499, plan_name: 'Standard' };

describe('PaymentWatcher', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    setSignedOut();
  });

  it('starts the background checks for a signed-in user and settles a completed payment', async () => {
    signIn(makePayer(), { token: 't', csrfToken: 'c' });
    storage.setJson('pendingPayment', pending);
    const api = stubApi({ [`GET ${STATUS}`]: () => ({ body: { status: 'completed', order_id: 'order_1', message: '', subscription: null } }) });
    render(<PaymentWatcher />);
    await vi.waitFor(() => expect(storage.get('pendingPayment')).toBeNull(), { timeout: 5000 });
    expect(api.callsTo('GET', STATUS)).toHaveLength(1);
    expect(useSession.getState().user?.is_subscribed).toBe(true);
  });

  it('does nothing for a visitor', async () => {
    storage.setJson('pendingPayment', pending);
    const api = stubApi();
    render(<PaymentWatcher />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls).toHaveLength(0);
    expect(storage.get('pendingPayment')).not.toBeNull();
  });
});
