// SPEC 2.3 'Live Channels per category': a group of live cards per category that has active
// streams, polled every 5 s while the tab is visible; failed categories are skipped silently
// (SPEC 8). Groups sit side by side on wide screens and stack (each a swipeable strip) on phones.
import { useId } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category, LiveStream } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { liveStreamsQueryOptions } from '@/api/catalogue/list-live-streams.ts';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { cn } from '@/ui/cn.ts';
import { LiveCard } from './live-card.tsx';

/** The header's LIVE button links to this id. */
export const LIVE_CHANNELS_ID = 'live-channels';

export function LiveChannelsSection() {
  const { t } = useTranslation('home');
  const { data: categories = [] } = useCategories();
  const results = useQueries({ queries: categories.map((c) => liveStreamsQueryOptions(c.id)) });
  const groups: { category: Category; streams: LiveStream[] }[] = [];
  categories.forEach((category, i) => {
    const streams = (results[i]?.data ?? []).filter((s) => s.is_active).sort((a, b) => a.order - b.order);
    if (streams.length > 0) groups.push({ category, streams });
  });
  if (groups.length === 0) return null;
  return (
    <section id={LIVE_CHANNELS_ID} aria-labelledby={`${LIVE_CHANNELS_ID}-title`} className="scroll-mt-20">
      <h2 id={`${LIVE_CHANNELS_ID}-title`} className={cn('mb-4 flex items-center gap-2.5 text-lg font-bold tracking-tight md:text-xl', PAGE_GUTTER)}>
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-75" />
          <span className="relative inline-flex size-2.5 rounded-full bg-brand" />
        </span>
        {t('liveChannels')}
      </h2>
      <div className={cn('flex flex-wrap gap-x-10 gap-y-6', PAGE_GUTTER)}>
        {groups.map(({ category, streams }) => (
          <LiveCategoryGroup key={category.id} category={category} streams={streams} />
        ))}
      </div>
    </section>
  );
}

function LiveCategoryGroup({ category, streams }: { category: Category; streams: LiveStream[] }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="w-full min-w-0 md:w-auto md:max-w-full">
      <h3 id={headingId} className="mb-2.5 text-xs font-semibold uppercase tracking-wider text-white/60">
        <span className="sr-only">{t('liveChannels')} ·</span> {category.name}
      </h3>
      <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0 md:gap-5">
        {streams.map((stream) => (
          <li key={stream.id} className="shrink-0 snap-start">
            <LiveCard stream={stream} />
          </li>
        ))}
      </ul>
    </section>
  );
}
