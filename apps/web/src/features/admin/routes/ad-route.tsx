// /admin/ads/:id (editor, issue 17.4): one ad: whether viewers see it (pause, resume), its
// creative (upload with progress and a preview), its details and schedule, and its numbers per day.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { UpdateAdBody } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { adQueryOptions, useUpdateAd } from '../api/ads.ts';
import { AdCreativePanel } from '../components/ad-creative-panel.tsx';
import { AdForm } from '../components/ad-form.tsx';
import { AdStatsPanel } from '../components/ad-stats-panel.tsx';
import { AdStatusPanel } from '../components/ad-status-panel.tsx';
import { BackToAds } from '../components/back-to-ads.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { translateMessage } from '../lib/server-message.ts';

export default function AdScreen() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useQuery(adQueryOptions(id));
  const update = useUpdateAd(id);
  const ad = query.data?.ad;
  if (query.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (!ad) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <BackToAds />
        <LoadError message={missing ? t('adNotFound') : t('loadFailed')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </>
    );
  }
  return (
    <>
      <BackToAds />
      <ScreenHeading title={ad.title} intro={t(`adType_${ad.ad_type}`)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AdStatusPanel ad={ad} />
        <AdCreativePanel ad={ad} />
      </div>
      <SectionCard title={t('adDetails')} className="mt-6">
        <AdForm
          key={`${ad.id}`}
          ad={ad}
          busy={update.isPending}
          onSubmit={(body) => update.mutateAsync(body as UpdateAdBody)}
          onSaved={(saved) => toast.success(translateMessage(t, saved.message))}
        />
      </SectionCard>
      <div className="mt-6">
        <AdStatsPanel adId={ad.id} />
      </div>
    </>
  );
}
