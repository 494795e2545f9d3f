import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { Modal } from '@/ui/modal.tsx';
import type { RentalOffer } from '../lib/movie-view.ts';

interface RentalPopupProps {
  isOpen: boolean;
  onClose(): void;
  videoId: number;
  title: string;
  offer: RentalOffer | null;
  redirect: string;
}

/** SPEC 2.12 rental popup: rent this title (to /movie/{id}/rent) or subscribe. */
export function RentalPopup({ isOpen, onClose, videoId, title, offer, redirect }: RentalPopupProps) {
  const { t } = useTranslation('movie');
  const price = offer ? formatRupees(offer.price) : '';
  return (
    <Modal open={isOpen} onClose={onClose} title={t('rentalTitle')} className="max-w-md">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-violet-600 shadow-lg shadow-violet-900/40">
          <Ticket className="size-8 text-white" aria-hidden="true" />
        </span>
        {offer && <p className="mt-4 text-sm text-white/80">{t('rentalBody', { title, period: t('days', { count: offer.days }) })}</p>}
        <Link
          to={paths.rent(videoId)}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-2"
        >
          {offer ? t('rentFor', { price }) : t('rentalTitle')}
        </Link>
        <p className="mt-5 text-xs text-muted">{t('orSubscribe')}</p>
        <Link to={paths.plans({ redirect, video_id: videoId })} className="mt-1 text-sm font-semibold text-gold hover:underline">
          {t('viewPlans')}
        </Link>
      </div>
    </Modal>
  );
}
