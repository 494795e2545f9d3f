// Impressions, clicks and click-through rate per India day over a date range (the last 30 days
// first), newest day first, with the range's totals; CTR is '—' for a day without impressions.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adStatsQueryOptions } from '../api/ads.ts';
import { translateMessage } from '../lib/server-message.ts';
import { useCtrText } from './ad-state-chip.tsx';

const DAY_MS = 86_400_000;
/** Today in India, and the day 29 days before: the default range. */
export function defaultStatsRange(now = Date.now()): { from: string; to: string } {
  const today = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10), to: today };
}

export function AdStatsPanel({ adId }: { adId: number }) {
  const { t } = useTranslation('admin');
  const ctrText = useCtrText();
  const [range, setRange] = useState(defaultStatsRange);
  const [draft, setDraft] = useState(range);
  const stats = useQuery(adStatsQueryOptions(adId, range.from, range.to));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
  return (
    <SectionCard title={t('adStats')}>
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3">
        <InputField label={t('adStatsFrom')} type="date" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} className="w-44" />
        <InputField label={t('adStatsTo')} type="date" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} className="w-44" />
        <Button type="submit" variant="secondary">
          {t('adStatsShow')}
        </Button>
      </form>
      {stats.isPending && <Skeleton className="h-40 rounded-xl" />}
      {stats.isError && (
        <LoadError
          message={translateMessage(t, (stats.error as { serverMessage?: string | null }).serverMessage ?? t('loadFailed'))}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      )}
      {stats.data && (
        <div className="max-h-[28rem] overflow-auto rounded-xl ring-1 ring-white/10">
          <table aria-label={t('adStatsTable')} className="w-full text-xs sm:text-sm">
            <thead className="sticky top-0 bg-surface-2 text-xs text-white/60">
              <tr>
                <th scope="col" className="whitespace-nowrap px-2 py-2 text-left font-medium sm:px-3">{t('adStatsDay')}</th>
                <th scope="col" className={cell}>{t('adImpressions')}</th>
                <th scope="col" className={cell}>{t('adClicks')}</th>
                <th scope="col" className={cell}>{t('adCtr')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {[...stats.data.days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-normal tabular-nums sm:px-3">{day.date}</th>
                  <td className={cell}>{day.impressions}</td>
                  <td className={cell}>{day.clicks}</td>
                  <td className={cell}>{ctrText(day.ctr)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="sticky bottom-0 bg-surface-2 font-semibold">
              <tr>
                <th scope="row" className="px-2 py-2 text-left sm:px-3">{t('adStatsTotal')}</th>
                <td className={cell} data-testid="ad-total-impressions">{stats.data.totals.impressions}</td>
                <td className={cell} data-testid="ad-total-clicks">{stats.data.totals.clicks}</td>
                <td className={cell} data-testid="ad-total-ctr">{ctrText(stats.data.totals.ctr)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
