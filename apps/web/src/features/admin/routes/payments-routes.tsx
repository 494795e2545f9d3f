// /admin/payments, /admin/payments/:id and /admin/reconciliation (finance, issue 17.2): each
// screen a chunk of its own.
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const PaymentsScreen = lazy(() => import('./payments-route.tsx'));
const OrderScreen = lazy(() => import('./order-route.tsx'));
const ReconciliationScreen = lazy(() => import('./reconciliation-route.tsx'));

export function PaymentsRoute() {
  return (
    <LazyScreen role="finance">
      <PaymentsScreen />
    </LazyScreen>
  );
}

export function OrderRoute() {
  return (
    <LazyScreen role="finance">
      <OrderScreen />
    </LazyScreen>
  );
}

export function ReconciliationRoute() {
  return (
    <LazyScreen role="finance">
      <ReconciliationScreen />
    </LazyScreen>
  );
}
