// SPEC 2.3 'Live Channels per category': one row per category that has active streams, polled
// every 5 s while the tab is visible. Failed categories are skipped silently (SPEC 8).
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category, LiveStream } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { liveStreamsQueryOptions } from '@/api/catalogue/list-live-streams.ts';
import { ScrollRow } from '@/ui/scroll-row.tsx';
import { LiveCard } from './live-card.tsx';

/** The header's LIVE button links to this id. */
export const LIVE_CHANNELS_ID = 'live-channels';
/** Live card 280 + gap 20. */
const LIVE_STRIDE = 300;

export function LiveChannelsSection() {
  const { data: categories = [] } = useCategories();
  const results = useQueries({ queries: categories.map((c) => liveStreamsQueryOptions(c.id)) });
  const rows: { category: Category; streams: LiveStream[] }[] = [];
  categories.forEach((category, i) => {
    const streams = (results[i]?.data ?? []).filter((s) => s.is_active).sort((a, b) => a.order - b.order);
    if (streams.length > 0) rows.push({ category, streams });
  });
  if (rows.length === 0) return null;
  return (
    <div id={LIVE_CHANNELS_ID} className="scroll-mt-20 space-y-8 md:space-y-10">
      {rows.map(({ category, streams }) => (
        <LiveCategoryRow key={category.id} category={category} streams={streams} />
      ))}
    </div>
  );
}

function LiveCategoryRow({ category, streams }: { category: Category; streams: LiveStream[] }) {
  const { t } = useTranslation('home');
  return (
    <ScrollRow
      title={
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand" />
          {t('liveChannelsIn', { category: category.name })}
        </span>
      }
      itemStride={LIVE_STRIDE}
    >
      {streams.map((stream) => (
        <LiveCard key={stream.id} stream={stream} />
      ))}
    </ScrollRow>
  );
}
