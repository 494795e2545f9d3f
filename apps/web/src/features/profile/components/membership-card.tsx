import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { SectionCard } from '@/ui/section-card.tsx';
import { formatMembershipDate, type Membership } from '../lib/membership.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-white/5 py-3 last:border-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-semibold">{children}</dd>
    </div>
  );
}

/** SPEC 2.15 Membership Details: plan, valid from/until, Active/Expired, days remaining. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { t, i18n } = useTranslation('profile');
  const subscribeCta = (
    <Link
      to={paths.plans()}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-gold px-5 font-semibold text-black hover:brightness-110 md:w-auto"
    >
      <Crown className="size-4" aria-hidden="true" />
      {membership.hasPlan ? t('renew') : t('subscribeNow')}
    </Link>
  );
  return (
    <SectionCard title={t('membershipTitle')}>
      {membership.hasPlan ? (
        <dl>
          <Row label={t('plan')}>{membership.planName ?? '—'}</Row>
          <Row label={t('validFrom')}>{formatMembershipDate(membership.validFrom, i18n.language)}</Row>
          <Row label={t('validUntil')}>{formatMembershipDate(membership.validUntil, i18n.language)}</Row>
          <Row label={t('status')}>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold',
                membership.isActive ? 'bg-emerald-500/15 text-emerald-300' : 'bg-brand/15 text-brand-2',
              )}
            >
              {membership.isActive ? t('active') : t('expired')}
            </span>
          </Row>
          <Row label={t('daysRemaining')}>{t('daysCount', { count: membership.daysRemaining })}</Row>
        </dl>
      ) : (
        <p className="text-sm text-white/80">{t('notSubscribed')}</p>
      )}
      {!membership.isActive && <div className="mt-4">{subscribeCta}</div>}
    </SectionCard>
  );
}
