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

function TitleBlock({ title, days }: { title: string; days: number }) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <p className="text-xs font-semibold tracking-widest text-violet-300 uppercase">{t('pageTitle')}</p>
      <h1 className="mt-1 text-2xl font-bold wrap-anywhere md:mt-2 md:text-4xl">{toTitleCase(title)}</h1>
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-violet-500/15 px-3 py-1 text-sm font-medium text-violet-200">
        <CalendarClock className="size-4" aria-hidden="true" />
        {t('daysRental', { count: days })}
      </p>
    </>
  );
}

/** SPEC 2.11: title, 'N Days Rental', price in rupees, benefits and 'Pay ₹price'. */
export function RentSummary({ video, offer, isProcessing, onPay }: RentSummaryProps) {
  const { t } = useTranslation('rentals');
  const price = formatRupees(offer.price);
  // One grid for both layouts: poster beside the title on phones, beside everything on desktop.
  return (
    <div className="grid grid-cols-[6rem_1fr] items-center gap-x-4 gap-y-5 md:grid-cols-[15rem_1fr] md:items-start md:gap-x-10 md:gap-y-6">
      <SmartImage
        src={video.portrait_thumbnail_url || video.thumbnail_url || undefined}
        alt=""
        loading="eager"
        className="aspect-[2/3] w-full rounded-xl shadow-2xl ring-1 ring-white/10 md:row-span-2"
      />
      <div className="min-w-0">
        <TitleBlock title={video.title} days={offer.days} />
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-5 md:col-span-1 md:col-start-2 md:gap-6">
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
