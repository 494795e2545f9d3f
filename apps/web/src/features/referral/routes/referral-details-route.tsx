// /referral/details (SPEC 2.17): totals, the code with copy (and the card's share actions), the QR
// with download and the history of everyone who joined with the code. Shares the card's data and
// its 30 s refresh.
import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '@/api/referral/get-referral-info.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ReferralCodeBox } from '../components/referral-code-box.tsx';
import { ReferralDetailsSkeleton } from '../components/referral-details-skeleton.tsx';
import { ReferralHistory } from '../components/referral-history.tsx';
import { ReferralQr } from '../components/referral-qr.tsx';
import { ReferralTotals } from '../components/referral-totals.tsx';
import { ShareActions } from '../components/share-actions.tsx';
import { inviteOf } from '../lib/invite.ts';
import '../i18n.ts';

function ReferralDetails({ phone }: { phone: string }) {
  const { t } = useTranslation('referral');
  const info = useReferralInfo(phone);
  const data = info.data;
  if (info.isPending) return <ReferralDetailsSkeleton />;
  if (!data) return <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void info.refetch()} isRetrying={info.isFetching} />;
  return (
    <div className="space-y-6">
      <ReferralTotals total={data.total_referrals} users={data.referred_users} />
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-4">
          <ReferralCodeBox code={data.referral_code} />
          <ShareActions invite={inviteOf(t, data.referral_code, data.invite_url)} />
        </div>
        <ReferralQr code={data.referral_code} qrCodeUrl={data.qr_code_url} />
      </div>
      <ReferralHistory users={data.referred_users} />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('referral');
  const phone = useSession((s) => s.phone);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <BackLink to={paths.referral} label={t('backToReferral')} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold md:text-3xl">{t('detailsTitle')}</h1>
        <p className="mt-1 text-sm text-muted">{t('detailsSubtitle')}</p>
      </header>
      {phone && <ReferralDetails key={phone} phone={phone} />}
    </div>
  );
}
