// The details screen's totals (SPEC 2.17): all referrals, and how many are Premium or Free.
import { Crown, UserCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferredUser } from '@ott/contract';
import { ReferralCount } from './referral-count.tsx';

function Tile({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: number; tone: string }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-5">
      <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-muted">{label}</dt>
        <dd>
          <ReferralCount value={value} className="text-2xl font-extrabold tabular-nums" />
        </dd>
      </dl>
    </div>
  );
}

export function ReferralTotals({ total, users }: { total: number; users: ReferredUser[] }) {
  const { t } = useTranslation('referral');
  const premium = users.filter((user) => user.is_subscribed).length;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Tile icon={Users} label={t('totalReferrals')} value={total} tone="bg-gold/15 text-gold" />
      <Tile icon={Crown} label={t('premiumReferrals')} value={premium} tone="bg-emerald-500/15 text-emerald-300" />
      <Tile icon={UserCheck} label={t('freeReferrals')} value={users.length - premium} tone="bg-white/10 text-white/80" />
    </div>
  );
}
