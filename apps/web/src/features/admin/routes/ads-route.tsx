// /admin/ads (editor, issue 17.4): every ad, newest first, with its placement, state, schedule and
// all-time impressions, clicks and click-through rate; New ad opens the form.
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adsQueryOptions } from '../api/ads.ts';
import { AdScheduleText } from '../components/ad-schedule-text.tsx';
import { AdStateChip, useCtrText } from '../components/ad-state-chip.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';

export default function AdsScreen() {
  const { t } = useTranslation('admin');
  const list = useQuery(adsQueryOptions());
  const ctrText = useCtrText();
  const ads = list.data?.ads ?? [];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ScreenHeading title={t('adsTitle')} intro={t('adsIntro')} />
        <Link
          to="/admin/ads/new"
          className="mb-6 inline-flex h-10 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('adsNew')}
        </Link>
      </div>
      <section aria-label={t('adsList')} aria-busy={list.isFetching || undefined}>
        {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {list.isError && <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
        {list.data && ads.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('adsNone')}</p>}
        {ads.length > 0 && (
          <ul aria-label={t('adsList')} className="divide-y divide-white/10 overflow-hidden rounded-2xl bg-surface ring-1 ring-white/10">
            {ads.map((ad) => (
              <li key={ad.id}>
                <Link
                  to={`/admin/ads/${ad.id}`}
                  aria-label={t('adOpen', { title: ad.title })}
                  className="grid gap-2 px-4 py-3 hover:bg-white/5 focus-visible:bg-white/8 focus-visible:outline-none md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6"
                >
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words">{ad.title}</span>
                      <AdStateChip state={ad.state} />
                    </span>
                    <span className="mt-0.5 block text-sm text-white/65">
                      {t(`adType_${ad.ad_type}`)} · <AdScheduleText ad={ad} />
                    </span>
                  </span>
                  <dl className="grid grid-cols-3 gap-4 text-sm tabular-nums md:w-72 md:text-right">
                    <div>
                      <dt className="text-xs text-white/55">{t('adImpressions')}</dt>
                      <dd>{ad.totals.impressions}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-white/55">{t('adClicks')}</dt>
                      <dd>{ad.totals.clicks}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-white/55">{t('adCtr')}</dt>
                      <dd data-testid="ad-ctr">{ctrText(ad.totals.ctr)}</dd>
                    </div>
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
