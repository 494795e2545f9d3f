import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';

/** SPEC 2.17 history: Subscription is Premium or Free. */
export function SubscriptionBadge({ isSubscribed }: { isSubscribed: boolean }) {
  const { t } = useTranslation('referral');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
        isSubscribed ? 'bg-gold/15 text-gold' : 'bg-white/10 text-white/70',
      )}
    >
      {isSubscribed && <Crown className="size-3" aria-hidden="true" />}
      {isSubscribed ? t('premium') : t('free')}
    </span>
  );
}

/** SPEC 2.17 history: Status is always Joined. */
export function JoinedBadge() {
  const { t } = useTranslation('referral');
  return <span className="inline-flex rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-bold text-emerald-300">{t('joined')}</span>;
}
