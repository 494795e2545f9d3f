// SPEC 2.17 empty state: 'No Referrals Yet' / 'Share your referral code to start earning rewards!'
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';

export function ReferralsEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('referral');
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-xl bg-black/20 text-center ring-1 ring-white/10', compact ? 'px-4 py-5' : 'px-6 py-12')}>
      <span className={cn('grid place-items-center rounded-full bg-gold/15 text-gold', compact ? 'size-10' : 'size-14')}>
        <Users className={compact ? 'size-5' : 'size-7'} aria-hidden="true" />
      </span>
      <p className={cn('font-semibold', !compact && 'text-lg')}>{t('noReferralsYet')}</p>
      <p className="max-w-sm text-sm text-muted">{t('shareToEarn')}</p>
    </div>
  );
}
