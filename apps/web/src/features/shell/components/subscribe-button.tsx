import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useIsSubscribed } from '@/lib/session.ts';

/** SPEC 2.4: 'Subscribe' (small screens) / 'Subscribe Now' to /plans, hidden for subscribers. */
export function SubscribeButton() {
  const { t } = useTranslation('shell');
  const isSubscribed = useIsSubscribed();
  if (isSubscribed) return null;
  return (
    <Link
      to={paths.plans()}
      className="inline-flex h-8 items-center gap-1 rounded-full bg-gradient-to-r from-gold to-amber-400 px-2.5 sm:gap-1.5 sm:px-3 text-xs font-bold text-black shadow-md shadow-amber-500/20 transition hover:brightness-110 md:h-9 md:px-4 md:text-sm"
    >
      <Crown aria-hidden="true" className="size-3.5 md:size-4" />
      <span className="md:hidden">{t('subscribe')}</span>
      <span className="hidden md:inline">{t('subscribeNow')}</span>
    </Link>
  );
}
