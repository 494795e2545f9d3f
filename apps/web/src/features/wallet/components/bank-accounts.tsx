import { Landmark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { BankAccountRow } from './bank-account-row.tsx';

interface BankAccountsProps {
  accounts: BankAccount[];
  isPending: boolean;
  /** The account whose Set Primary is on its way, if any. */
  settingPrimaryId: number | null;
  onAdd(): void;
  onOpen(account: BankAccount): void;
  onSetPrimary(account: BankAccount): void;
}

/** SPEC 2.18: the bank accounts with the Primary badge, Set Primary and a + to add one. */
export function BankAccounts({ accounts, isPending, settingPrimaryId, onAdd, onOpen, onSetPrimary }: BankAccountsProps) {
  const { t } = useTranslation('wallet');
  const addButton = (
    <button
      type="button"
      onClick={onAdd}
      aria-label={t('addBankAccount')}
      title={t('addBankAccount')}
      className="grid size-9 place-items-center rounded-full bg-brand text-white transition hover:bg-brand-2"
    >
      <Plus className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <SectionCard title={t('bankAccountsTitle')} action={addButton}>
      {isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : accounts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Landmark className="size-10 text-white/30" aria-hidden="true" />
          <p className="font-medium">{t('noBankAccounts')}</p>
          <p className="text-sm text-muted">{t('noBankAccountsHint')}</p>
          <Button variant="secondary" className="mt-2" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" />
            {t('addBankAccount')}
          </Button>
        </div>
      ) : (
        <ul className="space-y-2">
          {accounts.map((account) => (
            <BankAccountRow
              key={account.id}
              account={account}
              isSettingPrimary={settingPrimaryId === account.id}
              onOpen={() => onOpen(account)}
              onSetPrimary={() => onSetPrimary(account)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
