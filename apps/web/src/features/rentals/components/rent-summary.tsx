import { CalendarClock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { formatRupees, toTitleCase } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import type { RentalOffer } from '../lib/rental-offer.ts';
import { RentalBenefits } from './rental-benefits.tsx';

interface RentSummaryProps {
  video: Video;
  offer: RentalOffer;
  isProcessing: boolean;
  onPay(): void;
}

/** SPEC 2.11: title, 'N Days Rental', price in rupees, benefits and 'Pay ₹price'. */
export function RentSummary({ video, offer, isProcessing, onPay }: RentSummaryProps) {
  const { t } = useTranslation('rentals');
  const price = formatRupees(offer.price);
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-10">
      <SmartImage
        src={video.portrait_thumbnail_url || video.thumbnail_url || undefined}
        alt=""
        className="mx-auto aspect-[2/3] w-36 shrink-0 rounded-xl shadow-2xl ring-1 ring-white/10 md:mx-0 md:w-60"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <div className="text-center md:text-left">
          <p className="text-xs font-semibold tracking-widest text-violet-300 uppercase">{t('pageTitle')}</p>
          <h1 className="mt-2 text-2xl font-bold md:text-4xl">{toTitleCase(video.title)}</h1>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-violet-500/15 px-3 py-1 text-sm font-medium text-violet-200">
            <CalendarClock className="size-4" aria-hidden="true" />
            {t('daysRental', { count: offer.days })}
          </p>
        </div>
        <div className="flex items-baseline justify-between rounded-xl bg-surface-2 px-5 py-4 ring-1 ring-white/10">
          <span className="text-sm text-muted">{t('rentalPrice')}</span>
          <span className="text-3xl font-bold" data-testid="rental-price">
            {price}
          </span>
        </div>
        <RentalBenefits />
        <div>
          <Button size="lg" className="w-full text-lg" onClick={onPay} disabled={isProcessing}>
            {t('pay', { price })}
          </Button>
          <p className="mt-3 flex items-start gap-2 text-xs text-muted">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t('secureNote')}
          </p>
        </div>
      </div>
    </div>
  );
}
