// "Show more" under a keyset-paged console list (the withdrawals queue, a wallet ledger, the codes
// list, a code's redemptions): shown while the server has another page, busy while it loads.
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

/** The parts of a TanStack infinite query this needs. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** `className`: the space above it (mt-5 under a list). */
export function LoadMore({ pages, className = 'mt-5' }: { pages: Pages; className?: string }) {
  const { t } = useTranslation('admin');
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="secondary"
        onClick={() => void pages.fetchNextPage()}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  );
}
