// The referral card, 'Invite Friends' (SPEC 2.17, 4 'Referral card'): code with copy, share by
// WhatsApp or the share sheet, the QR with download, the total (animated when it changes), the
// latest two referrals and the way to the details. Refreshes every 30 s while the tab is visible.
import { useId } from 'react';
import { ChevronRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '@/api/referral/get-referral-info.ts';
import { paths } from '@/config/paths.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { inviteOf } from '../lib/invite.ts';
import { LatestReferrals } from './latest-referrals.tsx';
import { ReferralCardSkeleton } from './referral-card-skeleton.tsx';
import { ReferralCodeBox } from './referral-code-box.tsx';
import { ReferralCount } from './referral-count.tsx';
import { ReferralQr } from './referral-qr.tsx';
import { ShareActions } from './share-actions.tsx';
import '../i18n.ts';

export interface ReferralCardProps {
  phone: string;
  /** h1 on /referral, where the card is the screen; h2 inside the profile. */
  headingLevel?: 1 | 2;
}

export function ReferralCard({ phone, headingLevel = 2 }: ReferralCardProps) {
  const { t } = useTranslation('referral');
  const titleId = useId();
  const info = useReferralInfo(phone);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const data = info.data;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-gradient-to-br from-gold/10 via-surface to-surface p-5 ring-1 ring-white/10 md:p-6">
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <Heading id={titleId} className="text-xl font-bold md:text-2xl">
            {t('cardTitle')}
          </Heading>
          <p className="mt-0.5 text-sm text-muted">{t('cardSubtitle')}</p>
        </div>
      </header>
      {info.isPending ? (
        <ReferralCardSkeleton />
      ) : !data ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void info.refetch()} isRetrying={info.isFetching} className="mt-5" />
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_auto]">
          <div className="min-w-0 space-y-4">
            <ReferralCodeBox code={data.referral_code} />
            <ShareActions invite={inviteOf(t, data.referral_code, data.invite_url)} />
            <div className="flex items-center justify-between gap-4 rounded-xl bg-black/20 px-4 py-3 ring-1 ring-white/10">
              <span className="text-sm font-semibold text-white/80">{t('totalReferrals')}</span>
              <ReferralCount value={data.total_referrals} className="text-3xl font-extrabold text-gold tabular-nums" />
            </div>
            <LatestReferrals users={data.referred_users} />
            <Link
              to={paths.referralDetails}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-white/10 px-5 text-sm font-semibold hover:bg-white/20 sm:w-auto"
            >
              {t('viewDetails')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ReferralQr code={data.referral_code} qrCodeUrl={data.qr_code_url} className="self-start" />
        </div>
      )}
    </section>
  );
}
