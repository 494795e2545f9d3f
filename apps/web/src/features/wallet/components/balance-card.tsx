import { ArrowUpRight, Gift, WalletMinimal } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalLimits } from '@ott/contract';
import { formatRupees } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';

interface BalanceCardProps {
  balance: number;
  isPending: boolean;
  limits: WithdrawalLimits;
  isLimitsPending: boolean;
  /** True while the limits are refreshed before the withdrawal modal opens. */
  isOpening: boolean;
  onWithdraw(): void;
}

/** SPEC 2.18: the balance and Withdraw Money, disabled at zero balance. */
export function BalanceCard({ balance, isPending, limits, isLimitsPending, isOpening, onWithdraw }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const canWithdraw = !isPending && balance > 0;
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand/35 via-surface to-surface p-6 ring-1 ring-white/10 md:p-8"
    >
      <WalletMinimal aria-hidden="true" className="pointer-events-none absolute top-1/2 right-8 hidden size-36 -translate-y-1/2 -rotate-12 text-white/[0.06] md:block" />
      <h2 id="wallet-balance-label" className="text-sm font-medium tracking-wide text-white/70 uppercase">
        {t('balanceLabel')}
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-11 w-44" />
      ) : (
        <p className="mt-2 text-4xl font-bold tabular-nums md:text-5xl" aria-live="polite">
          {formatRupees(balance)}
        </p>
      )}
      <div className="mt-3 text-sm text-white/70">
        {isLimitsPending ? (
          <Skeleton className="h-4 w-64" />
        ) : (
          <>
            {t('limitsSummary', { min: formatRupees(limits.min_amount), max: formatRupees(limits.max_amount) })}
            <span aria-hidden="true"> · </span>
            {t('remainingToday', { remaining: limits.remaining_today, daily: limits.daily_limit })}
          </>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          disabled={!canWithdraw}
          aria-busy={isOpening || undefined}
          onClick={() => {
            // Not `disabled` while the limits load: the button keeps focus for when the modal closes.
            if (!isOpening) onWithdraw();
          }}
        >
          {isOpening ? (
            <span aria-hidden="true" className="inline-flex">
              <Spinner className="size-4" />
            </span>
          ) : (
            <ArrowUpRight className="size-5" aria-hidden="true" />
          )}
          {isOpening ? t('checkingLimits') : t('withdrawMoney')}
        </Button>
        <Link
          to={paths.referral}
          className="inline-flex h-12 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-gold ring-1 ring-gold/40 transition hover:bg-gold/10"
        >
          <Gift className="size-4" aria-hidden="true" />
          {t('inviteFriends')}
        </Link>
      </div>
      {!isPending && balance <= 0 && <p className="mt-3 text-sm text-muted">{t('zeroBalanceHint')}</p>}
    </section>
  );
}
