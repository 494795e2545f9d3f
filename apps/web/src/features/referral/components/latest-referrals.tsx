// The latest two referred users on the card (SPEC 2.17): masked phone and joined date, then
// 'View N more' when there are more.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { maskPhone, REFERRAL_LATEST_SHOWN, type ReferredUser } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { formatJoinedDate } from '../lib/dates.ts';
import { displayName } from '../lib/referred-user.ts';
import { ReferralsEmpty } from './referrals-empty.tsx';

export function LatestReferrals({ users }: { users: ReferredUser[] }) {
  const { t, i18n } = useTranslation('referral');
  if (users.length === 0) return <ReferralsEmpty compact />;
  const latest = users.slice(0, REFERRAL_LATEST_SHOWN);
  const more = users.length - latest.length;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-white/80">{t('latestReferrals')}</h3>
      <ul className="divide-y divide-white/5 rounded-xl bg-black/20 ring-1 ring-white/10">
        {latest.map((user, index) => {
          const name = displayName(user) || t('unnamed');
          return (
            <li key={`${user.phone}-${user.joined_at}-${index}`} className="flex items-center gap-3 px-4 py-3">
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-gold/15 text-sm font-bold text-gold">
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{name}</span>
                <span className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-xs">
                  <span className="font-mono text-muted">{maskPhone(user.phone)}</span>
                  <span className="text-white/70">{t('joinedOn', { date: formatJoinedDate(user.joined_at, i18n.language) })}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <Link
          to={paths.referralDetails}
          aria-label={t('viewMoreLabel', { count: more })}
          className="mt-2 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-gold hover:underline"
        >
          {t('viewMore', { count: more })}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
