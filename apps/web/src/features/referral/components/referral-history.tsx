// The details screen's history (SPEC 2.17): a table of Phone Number (masked), First Name, Joined
// Date, Subscription (Premium or Free) and Status (Joined); below 768 px, cards with relative time.
// Both are in the page and CSS shows the one that fits, so turning a tablet needs no script.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone, type ReferredUser } from '@ott/contract';
import { formatJoinedAgo, formatJoinedDate } from '../lib/dates.ts';
import { displayName } from '../lib/referred-user.ts';
import { ReferralsEmpty } from './referrals-empty.tsx';
import { JoinedBadge, SubscriptionBadge } from './subscription-badge.tsx';

const rowKey = (user: ReferredUser, index: number) => `${user.phone}-${user.joined_at}-${index}`;

function HistoryTable({ users, captionId }: { users: ReferredUser[]; captionId: string }) {
  const { t, i18n } = useTranslation('referral');
  const headers = [t('phoneNumber'), t('firstName'), t('joinedDate'), t('subscription'), t('status')];
  return (
    <div className="hidden overflow-hidden rounded-2xl ring-1 ring-white/10 md:block">
      <table aria-labelledby={captionId} className="w-full text-left text-sm">
        <thead className="bg-surface-2 text-xs tracking-wider text-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-5 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 bg-surface">
          {users.map((user, index) => (
            <tr key={rowKey(user, index)} className="hover:bg-white/[0.03]">
              <td className="px-5 py-3.5 font-mono">{maskPhone(user.phone)}</td>
              <td className="px-5 py-3.5 font-semibold wrap-anywhere">{user.first_name.trim() || '—'}</td>
              <td className="px-5 py-3.5 text-white/80">
                <time dateTime={user.joined_at}>{formatJoinedDate(user.joined_at, i18n.language)}</time>
              </td>
              <td className="px-5 py-3.5">
                <SubscriptionBadge isSubscribed={user.is_subscribed} />
              </td>
              <td className="px-5 py-3.5">
                <JoinedBadge />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ users, captionId }: { users: ReferredUser[]; captionId: string }) {
  const { t, i18n } = useTranslation('referral');
  const now = new Date();
  return (
    <ul aria-labelledby={captionId} className="space-y-3 md:hidden">
      {users.map((user, index) => {
        const name = displayName(user) || t('unnamed');
        return (
          <li key={rowKey(user, index)} className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold">{name}</p>
                <p className="font-mono text-sm text-muted">{maskPhone(user.phone)}</p>
              </div>
              <time dateTime={user.joined_at} title={formatJoinedDate(user.joined_at, i18n.language)} className="shrink-0 text-xs text-white/70">
                {formatJoinedAgo(user.joined_at, t, i18n.language, now)}
              </time>
            </div>
            <div className="mt-3 flex gap-2">
              <SubscriptionBadge isSubscribed={user.is_subscribed} />
              <JoinedBadge />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function ReferralHistory({ users }: { users: ReferredUser[] }) {
  const { t } = useTranslation('referral');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {t('historyTitle')}
      </h2>
      {users.length === 0 ? (
        <ReferralsEmpty />
      ) : (
        <>
          <HistoryTable users={users} captionId={titleId} />
          <HistoryCards users={users} captionId={titleId} />
        </>
      )}
    </section>
  );
}
