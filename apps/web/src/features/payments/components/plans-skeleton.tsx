// /plans while the plans load (issue 13.3): placeholder cards in the same grid and with the same
// reserved height as the plan cards, so the page below (redeem box, Why Choose, FAQ) does not jump
// down when the cards arrive (it did: CLS 0.30-0.35 on Lighthouse's mobile run).
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton.tsx';
import { cn } from '@/ui/cn.ts';
import { PLAN_CARD_FRAME, PLAN_CARD_MIN_HEIGHT, PLAN_GRID } from './plan-card.tsx';

/** The demo and usual catalogue sells three plans (monthly, quarterly, yearly). */
export const PLAN_SKELETON_COUNT = 3;

/**
 * Where the Pay button will stand on wide screens (inline there, mt-8 plus a 48 px button; on
 * phones it is fixed above the tab bar and takes no place in the page).
 */
export const PAY_BAR_PLACE = 'hidden md:mt-8 md:block md:h-12';

export function PlansSkeleton() {
  const { t } = useTranslation('payments');
  return (
    <>
      <div data-testid="plans-skeleton" className={PLAN_GRID}>
        <p role="status" className="sr-only">
          {t('loadingPlans')}
        </p>
        {Array.from({ length: PLAN_SKELETON_COUNT }, (_, i) => (
          <div
            key={i}
            data-testid="plan-card-skeleton"
            aria-hidden="true"
            className={cn(
              PLAN_CARD_FRAME,
              PLAN_CARD_MIN_HEIGHT,
              'border-white/10 from-surface-2 to-surface',
            )}
          >
            <Skeleton className="h-4 w-16" />
            <Skeleton className="mt-2 h-6 w-32" />
            <Skeleton className="mt-5 h-9 w-40" />
            <Skeleton className="mt-2 h-4 w-24" />
            <Skeleton className="mt-4 h-4 w-full" />
            <div className="mt-5 space-y-3">
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
      <div data-testid="pay-bar-place" aria-hidden="true" className={PAY_BAR_PLACE} />
    </>
  );
}
