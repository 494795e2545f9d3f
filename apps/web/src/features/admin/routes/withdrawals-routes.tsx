// /admin/withdrawals and /admin/wallets/:id (finance, issue 17.3): each screen a chunk of its own.
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const WithdrawalsScreen = lazy(() => import('./withdrawals-route.tsx'));
const WalletLedgerScreen = lazy(() => import('./wallet-ledger-route.tsx'));

export function WithdrawalsRoute() {
  return (
    <LazyScreen role="finance">
      <WithdrawalsScreen />
    </LazyScreen>
  );
}

export function WalletLedgerRoute() {
  return (
    <LazyScreen role="finance">
      <WalletLedgerScreen />
    </LazyScreen>
  );
}
