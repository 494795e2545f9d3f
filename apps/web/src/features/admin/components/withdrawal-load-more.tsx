// "Show more" under a keyset-paged list (the withdrawals queue, a wallet ledger).
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';

export function WithdrawalLoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore(): void }) {
  const { t } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <div className="mt-5 flex justify-center">
      <Button variant="secondary" onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
        {loading ? t('wdLoadingMore') : t('wdMore')}
      </Button>
    </div>
  );
}
