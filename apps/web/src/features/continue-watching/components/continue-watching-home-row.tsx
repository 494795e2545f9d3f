// Home: a Continue Watching row for signed-in viewers with started titles; nothing at all while
// loading, on error or when empty (the home page degrades quietly, SPEC 2.3). Loaded lazily so the
// home bundle carries only the wrapper.
import { useTranslation } from 'react-i18next';
import { useContinueWatching } from '@/api/progress/list-continue-watching.ts';
import { ScrollRow } from '@/ui/scroll-row.tsx';
import '../i18n.ts';
import { ContinueWatchingCard } from './continue-watching-card.tsx';

/** One card plus the row gap (md:gap-5). */
const CARD_STRIDE_PX = 300;

export default function ContinueWatchingHomeRow() {
  const { t } = useTranslation('continue-watching');
  const query = useContinueWatching();
  if (!query.data?.length) return null;
  return (
    <ScrollRow title={t('title')} itemStride={CARD_STRIDE_PX}>
      {query.data.map((item) => (
        <ContinueWatchingCard key={item.video.id} item={item} />
      ))}
    </ScrollRow>
  );
}
