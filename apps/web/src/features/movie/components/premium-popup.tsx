import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { Modal } from '@/ui/modal.tsx';
import '../i18n.ts';

interface PremiumPopupProps {
  isOpen: boolean;
  onClose(): void;
  /** The title asked for, when it is one (a premium live channel has none). */
  videoId?: number;
  /** The page to come back to after subscribing (SPEC 2.12: the current full path). */
  redirect: string;
}

/** SPEC 2.12 premium payment popup; premium live channels use it too (the movie feature's index). */
export function PremiumPopup({ isOpen, onClose, videoId, redirect }: PremiumPopupProps) {
  const { t } = useTranslation('movie');
  const benefits = [t('benefitAllContent'), t('benefitAnyDevice'), t('benefitAdFree')];
  return (
    <Modal open={isOpen} onClose={onClose} title={t('premiumTitle')} className="max-w-md">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-gold to-amber-600 shadow-lg shadow-amber-900/40">
          <Crown className="size-8 text-black" aria-hidden="true" />
        </span>
        <p className="mt-4 text-xl font-bold">{t('premiumSubtitle')}</p>
        <ul className="mt-5 w-full space-y-2.5 text-left">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 rounded-lg bg-white/5 px-3 py-2.5 text-sm">
              <Check className="size-4 shrink-0 text-gold" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <Link
          to={paths.plans({ redirect, video_id: videoId })}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-lg bg-gold px-6 font-semibold text-black hover:brightness-110"
        >
          {t('viewPlans')}
        </Link>
        <p className="mt-3 text-xs text-muted">{t('plansFrom')}</p>
      </div>
    </Modal>
  );
}
