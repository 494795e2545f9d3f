import { ChevronRight, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { accountLabel } from '../lib/account-label.ts';
import { Badge } from './badge.tsx';

interface BankAccountRowProps {
  account: BankAccount;
  isSettingPrimary: boolean;
  onOpen(): void;
  onSetPrimary(): void;
}

/** A bank account: opens its details; Set Primary for the others. */
export function BankAccountRow({ account, isSettingPrimary, onOpen, onSetPrimary }: BankAccountRowProps) {
  const { t } = useTranslation('wallet');
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-2 p-2 ring-1 ring-white/5">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('viewDetails', { account: accountLabel(account) })}
        className="group flex min-w-52 flex-1 items-center gap-3 rounded-lg p-1.5 text-left hover:bg-white/5"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10" aria-hidden="true">
          <Landmark className="size-5 text-white/80" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold wrap-anywhere">{account.bank_name}</span>
            {account.is_primary && <Badge tone="gold">{t('primary')}</Badge>}
          </span>
          <span className="block truncate font-mono text-sm text-white/70">{account.account_number}</span>
          <span className="block truncate text-xs text-muted" title={account.account_holder_name}>
            {account.account_holder_name}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted group-hover:text-white" aria-hidden="true" />
      </button>
      {!account.is_primary && (
        <Button
          size="sm"
          variant="secondary"
          // On a phone it takes a line of its own under the account, so the name and number stay whole.
          className="w-full shrink-0 sm:w-auto"
          disabled={isSettingPrimary}
          aria-label={t('setPrimaryLabel', { account: accountLabel(account) })}
          onClick={onSetPrimary}
        >
          {isSettingPrimary ? t('settingPrimary') : t('setPrimary')}
        </Button>
      )}
    </li>
  );
}
