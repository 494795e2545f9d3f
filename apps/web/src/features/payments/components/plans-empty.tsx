// Empty state of /plans (SPEC 2.8) with Refresh Plans (SPEC 8 'Plans' on failure).
import { useState } from 'react';
import { PackageOpen, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/ui/button.tsx';

export function PlansEmpty({ onRefresh }: { onRefresh: () => Promise<{ isError: boolean }> }) {
  const { t } = useTranslation('payments');
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    const result = await onRefresh();
    setRefreshing(false);
    if (result.isError) toast.error(t('refreshFailed'));
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-white/10 bg-surface p-8 text-center">
      <PackageOpen className="size-12 text-muted" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold">{t('noPlansTitle')}</h2>
      <p className="mt-2 text-sm text-muted">{t('noPlansBody')}</p>
      <Button className="mt-6" onClick={() => void refresh()} disabled={refreshing}>
        <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        {t('refreshPlans')}
      </Button>
    </div>
  );
}
