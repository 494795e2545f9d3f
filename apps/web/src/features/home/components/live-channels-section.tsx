// SPEC 2.3 'Live Channels per category': a group of live cards per category that has active
// streams, polled every 5 s while the tab is visible (the same every-category query the header's
// LIVE button reads, GET /api/live-streams/, so both together make one request per poll); a failed poll is skipped
// silently (SPEC 8). Groups sit side by side on wide screens and stack (each a swipeable strip)
// on phones. A card opens the Live TV player.
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, LiveStream } from '@ott/contract';
import { LIVE_POLL_SECTION_MS } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { useLiveStreamsByCategory } from '@/api/live/use-live-streams.ts';
import { LiveStreamOverlay, useLivePlayerHistory } from '@/features/live-player/index.ts';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';
import { cn } from '@/ui/cn.ts';
import { LiveCard } from './live-card.tsx';

/** The header's LIVE button links to this id. */
export const LIVE_CHANNELS_ID = 'live-channels';

export function LiveChannelsSection() {
  const { t } = useTranslation('home');
  const { data: categories = [] } = useCategories();
  const groups = useLiveStreamsByCategory(categories, LIVE_POLL_SECTION_MS).filter(
    (g) => g.streams.length > 0,
  );
  const player = useLivePlayerHistory('home');
  if (groups.length === 0 && !player.stream) return null;
  return (
    <>
      {groups.length > 0 && (
        <section
          id={LIVE_CHANNELS_ID}
          aria-labelledby={`${LIVE_CHANNELS_ID}-title`}
          className="scroll-mt-20"
        >
          <h2
            id={`${LIVE_CHANNELS_ID}-title`}
            className={cn(
              'mb-4 flex items-center gap-2.5 text-lg font-bold tracking-tight md:text-xl',
              PAGE_GUTTER,
            )}
          >
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-75" />
              <span className="relative inline-flex size-2.5 rounded-full bg-brand" />
            </span>
            {t('liveChannels')}
          </h2>
          <div className={cn('flex flex-wrap gap-x-10 gap-y-6', PAGE_GUTTER)}>
            {groups.map(({ category, streams }) => (
              <LiveCategoryGroup
                key={category.id}
                category={category}
                streams={streams}
                onOpen={player.open}
              />
            ))}
          </div>
        </section>
      )}
      {player.stream && (
        <Suspense fallback={null}>
          <LiveStreamOverlay stream={player.stream} onClose={player.close} />
        </Suspense>
      )}
    </>
  );
}

function LiveCategoryGroup({
  category,
  streams,
  onOpen,
}: {
  category: Category;
  streams: LiveStream[];
  onOpen(stream: LiveStream): void;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="w-full min-w-0 md:w-auto md:max-w-full">
      <h3
        id={headingId}
        className="mb-2.5 text-xs font-semibold uppercase tracking-wider text-white/60"
      >
        <span className="sr-only">{t('liveChannels')} ·</span> {category.name}
      </h3>
      <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0 md:gap-5">
        {streams.map((stream) => (
          <li key={stream.id} className="shrink-0 snap-start">
            <LiveCard stream={stream} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
