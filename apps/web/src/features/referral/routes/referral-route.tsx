// /referral (SPEC 2.17): the referral card as a screen; Back goes to /.
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/back-link.tsx';
import { ReferralCard } from '../components/referral-card.tsx';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('referral');
  const phone = useSession((s) => s.phone);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <BackLink to={paths.home} label={t('backToHome')} />
      {phone && <ReferralCard key={phone} phone={phone} headingLevel={1} />}
    </div>
  );
}
