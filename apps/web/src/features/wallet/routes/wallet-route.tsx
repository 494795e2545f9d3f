// /wallet (SPEC 2.18): balance and Withdraw Money, recent transactions, referral bonus levels and
// bank accounts, with the add-account, withdrawal and bank-details modals. SPEC 8 'Wallet': load
// errors are only logged and the screen shows its fallbacks.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalLimits } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { AddBankAccountModal } from '../components/add-bank-account-modal.tsx';
import { BalanceCard } from '../components/balance-card.tsx';
import { BankAccounts } from '../components/bank-accounts.tsx';
import { BankDetailsModal } from '../components/bank-details-modal.tsx';
import { BonusLevels } from '../components/bonus-levels.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { WithdrawModal } from '../components/withdraw-modal.tsx';
import { useSetPrimary } from '../hooks/use-set-primary.ts';
import { useWalletData } from '../hooks/use-wallet-data.ts';
import { useWithdrawalLimits } from '../hooks/use-withdrawal-limits.ts';
import '../i18n.ts';

function WalletScreen({ phone }: { phone: string }) {
  const { t } = useTranslation('wallet');
  const { wallet, bankAccounts, bonusLevels } = useWalletData(phone);
  const withdrawalLimits = useWithdrawalLimits(phone);
  const { setPrimary, settingPrimaryId } = useSetPrimary(phone);
  const [isAdding, setAdding] = useState(false);
  // The limits the open withdrawal modal uses; null while it is closed.
  const [withdrawLimits, setWithdrawLimits] = useState<WithdrawalLimits | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const details = bankAccounts.list.find((account) => account.id === detailsId) ?? null;

  // SPEC 4 'Wallet': the modal opens only once the limits are fresh.
  const openWithdrawal = async () => setWithdrawLimits(await withdrawalLimits.refresh());

  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="min-w-0 space-y-6">
          <BalanceCard
            balance={wallet.balance}
            isPending={wallet.isPending}
            limits={withdrawalLimits.limits}
            isLimitsPending={withdrawalLimits.isPending}
            isOpening={withdrawalLimits.isRefreshing}
            onWithdraw={() => void openWithdrawal()}
          />
          <TransactionList transactions={wallet.transactions} isPending={wallet.isPending} />
        </div>
        <div className="min-w-0 space-y-6">
          <BankAccounts
            accounts={bankAccounts.list}
            isPending={bankAccounts.isPending}
            settingPrimaryId={settingPrimaryId}
            onAdd={() => setAdding(true)}
            onOpen={(account) => setDetailsId(account.id)}
            onSetPrimary={setPrimary}
          />
          <BonusLevels levels={bonusLevels.list} isPending={bonusLevels.isPending} />
        </div>
      </div>
      <AddBankAccountModal open={isAdding} phone={phone} onClose={() => setAdding(false)} />
      <WithdrawModal
        open={withdrawLimits !== null}
        phone={phone}
        balance={wallet.balance}
        limits={withdrawLimits ?? withdrawalLimits.limits}
        accounts={bankAccounts.list}
        onAddAccount={() => {
          setWithdrawLimits(null);
          setAdding(true);
        }}
        onClose={() => setWithdrawLimits(null)}
      />
      <BankDetailsModal account={details} isSettingPrimary={settingPrimaryId === detailsId} onSetPrimary={setPrimary} onClose={() => setDetailsId(null)} />
    </>
  );
}

export function Component() {
  const phone = useSession((s) => s.phone);
  return <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">{phone && <WalletScreen key={phone} phone={phone} />}</div>;
}
