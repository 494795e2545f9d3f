// The profile's Continue Watching (SPEC 2.15 placeholder made real): the started titles in a
// horizontal list, with loading, error and empty states. The caller supplies the heading.
import { useTranslation } from 'react-i18next';
import { useContinueWatching } from '@/api/progress/list-continue-watching.ts';
import { QueryRow } from '@/ui/query-row.tsx';
import '../i18n.ts';
import { ContinueWatchingCard, ContinueWatchingCardSkeleton } from './continue-watching-card.tsx';

export function ContinueWatchingList() {
  const { t } = useTranslation('continue-watching');
  const query = useContinueWatching();
  return (
    <QueryRow
      query={query}
      text={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry'), empty: t('empty') }}
      skeleton={Array.from({ length: 3 }, (_, i) => (
        <ContinueWatchingCardSkeleton key={`skeleton-${i}`} />
      ))}
      itemKey={(item) => item.video.id}
      renderItem={(item) => <ContinueWatchingCard item={item} />}
    />
  );
}
