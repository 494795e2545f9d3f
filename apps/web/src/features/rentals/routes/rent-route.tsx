// /movie/:id/rent (SPEC 2.11): the rental offer of one title and its payment.
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { videoQueryOptions } from '@/api/catalogue/get-video.ts';
import type { ShellRouteHandle } from '@/features/shell/index.ts';
import { SmartImage } from '@/ui/smart-image.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { RentLoadError } from '../components/rent-load-error.tsx';
import { RentNotice } from '../components/rent-notice.tsx';
import { RentSkeleton } from '../components/rent-skeleton.tsx';
import { RentSummary } from '../components/rent-summary.tsx';
import { useRentPayment } from '../hooks/use-rent-payment.ts';
import { rentalOfferOf } from '../lib/rental-offer.ts';
import '../i18n.ts';

export const handle: ShellRouteHandle = { headerBack: true };

function RentContent({ video }: { video: Video }) {
  const { t } = useTranslation('rentals');
  const { pathname, search } = useLocation();
  const offer = rentalOfferOf(video);
  const payment = useRentPayment(video, offer, `${pathname}${search}`);
  if (!offer) return <RentNotice videoId={video.id} message={t('notForRent')} linkLabel={t('backToMovie')} />;
  return (
    <>
      {video.can_play && <RentNotice videoId={video.id} message={t('alreadyWatchable')} linkLabel={t('watchNow')} />}
      <div className={video.can_play ? 'mt-6' : undefined}>
        <RentSummary video={video} offer={offer} isProcessing={payment.isProcessing} onPay={payment.pay} />
      </div>
      {payment.isProcessing && <ProcessingOverlay />}
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const movie = useQuery({ ...videoQueryOptions(id), retry: false });
  const backdrop = movie.data ? movie.data.poster_url || movie.data.thumbnail_url : null;
  return (
    <div className="relative min-h-[80vh] overflow-hidden">
      {backdrop && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-[420px]">
          <SmartImage src={backdrop} alt="" loading="eager" className="size-full scale-110 opacity-50 blur-2xl" />
          <div className="absolute inset-0 bg-gradient-to-b from-bg/30 via-bg/60 to-bg" />
        </div>
      )}
      <div className="relative mx-auto max-w-4xl px-4 pt-6 pb-16 md:px-8 md:pt-14">
        {movie.isPending && <RentSkeleton />}
        {movie.isError && <RentLoadError onRetry={() => void movie.refetch()} isRetrying={movie.isFetching} />}
        {movie.data && <RentContent video={movie.data} />}
      </div>
    </div>
  );
}
