// One plan of /plans (SPEC 2.8, 3 'Plan'): name, price, duration, per-day price, badge, brand
// text and features. The card is a radio: choosing it picks the plan the Pay button buys.
import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN_BRAND_TEXT, formatRupees, perDayPrice } from '@ott/contract';
import type { Plan } from '@/api/payments/types.ts';
import { cn } from '@/ui/cn.ts';

/**
 * SPEC 9: per_day_text, else price / duration to 2 decimals. A bare number ('6.63') is shown as
 * '₹6.63/day'; a worded per_day_text ('₹1/day') is shown as the server wrote it.
 */
export function usePerDayLabel(plan: Pick<Plan, 'price' | 'duration' | 'per_day_text'>): string {
  const { t } = useTranslation('payments');
  const value = perDayPrice(plan);
  if (!value) return '';
  return /^\d+(\.\d+)?$/.test(value) ? t('perDay', { price: `₹${value}` }) : value;
}

/** The plan grid, shared with the loading skeleton so both take the same place. */
export const PLAN_GRID = 'grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3';
/** The card's frame (border, gradient, padding), shared with the skeleton. */
export const PLAN_CARD_FRAME = 'relative flex flex-col rounded-2xl border bg-gradient-to-b p-5 pt-7';
/**
 * Height reserved for a card before and after its plan loads (issue 13.3, no layout shift): the
 * demo's cards measure 346 px on a phone (one column) and 402 px side by side (the row stretches
 * to its tallest card), so the minimum changes nothing for them.
 */
export const PLAN_CARD_MIN_HEIGHT = 'min-h-[346px] sm:min-h-[402px]';

export function PlanCard({ plan, selected, onSelect }: { plan: Plan; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('payments');
  const perDay = usePerDayLabel(plan);
  const duration = plan.duration_text || t('days', { count: plan.duration });
  return (
    <label
      className={cn(
        PLAN_CARD_FRAME,
        PLAN_CARD_MIN_HEIGHT,
        'cursor-pointer transition focus-within:ring-2 focus-within:ring-gold',
        plan.popular ? 'from-amber-500/15 to-surface' : 'from-surface-2 to-surface',
        selected ? 'border-gold shadow-[0_0_0_1px_var(--color-gold),0_20px_40px_-20px_rgba(245,197,24,.5)]' : 'border-white/10 hover:border-white/30',
      )}
    >
      <input type="radio" name="plan" value={plan.id} checked={selected} onChange={onSelect} className="sr-only" aria-label={t('selectPlan', { name: plan.name })} />
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gold px-3 py-1 text-xs font-bold whitespace-nowrap text-black">
          {plan.badge || t('mostPopular')}
        </span>
      )}
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="flex items-center gap-1.5 text-xs font-bold tracking-[0.2em] text-gold">
            <Crown className="size-3.5" aria-hidden="true" />
            {plan.brand_text || DEFAULT_PLAN_BRAND_TEXT}
          </p>
          <h3 className="mt-1 text-lg font-bold">{plan.name}</h3>
        </div>
        <span
          aria-hidden="true"
          className={cn('grid size-6 shrink-0 place-items-center rounded-full border-2', selected ? 'border-gold bg-gold text-black' : 'border-white/30')}
        >
          {selected && <Check className="size-4" />}
        </span>
      </div>
      {!plan.popular && plan.badge && (
        <span className="mt-2 self-start rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-gold">{plan.badge}</span>
      )}
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-extrabold">{formatRupees(plan.price)}</span>
        <span className="text-sm text-muted">/ {duration}</span>
      </p>
      {perDay && <p className="mt-1 text-sm font-semibold text-gold">{perDay}</p>}
      {plan.description && <p className="mt-3 text-sm text-muted">{plan.description}</p>}
      {plan.features.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {selected && <span className="sr-only">{t('selected')}</span>}
    </label>
  );
}
