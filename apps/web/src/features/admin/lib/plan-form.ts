// A plan's console form: every field as text (the price as typed rupees, features one per line), to
// and from the contract's body. The contract's schemas check it before anything is sent.
import { paiseToRupeeText, perDayPrice, type AdminPlan, type CreatePlanBody } from '@ott/contract';

export interface PlanForm {
  name: string;
  price: string;
  duration_days: string;
  duration_text: string;
  per_day_text: string;
  badge: string;
  brand_text: string;
  description: string;
  features: string;
  popular: boolean;
  is_active: boolean;
  /** Issue 18: streams at once (1-5), top quality (a PLAN_VIDEO_HEIGHTS value), downloads at once (0 = none). */
  max_streams: string;
  max_video_height: string;
  download_limit: string;
}

export const EMPTY_PLAN_FORM: PlanForm = {
  name: '',
  price: '',
  duration_days: '30',
  duration_text: '',
  per_day_text: '',
  badge: '',
  brand_text: 'GOLD',
  description: '',
  features: '',
  popular: false,
  is_active: true,
  max_streams: '1',
  max_video_height: '720',
  download_limit: '0',
};

export function planToForm(plan: AdminPlan): PlanForm {
  return {
    name: plan.name,
    price: paiseToRupeeText(plan.price_paise),
    duration_days: String(plan.duration_days),
    duration_text: plan.duration_text ?? '',
    per_day_text: plan.per_day_text ?? '',
    badge: plan.badge ?? '',
    brand_text: plan.brand_text,
    description: plan.description,
    features: plan.features.join('\n'),
    popular: plan.popular,
    is_active: plan.is_active,
    max_streams: String(plan.max_streams),
    max_video_height: String(plan.max_video_height),
    download_limit: String(plan.download_limit),
  };
}

/** Digits as a number; anything else NaN, which the contract refuses in its own words. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body for the server (the contract's schema then checks and converts it). */
export function formToBody(form: PlanForm): CreatePlanBody {
  const days = form.duration_days.trim();
  return {
    name: form.name,
    price: form.price,
    duration_days: /^\d+$/.test(days) ? Number(days) : Number.NaN,
    duration_text: form.duration_text,
    per_day_text: form.per_day_text,
    badge: form.badge,
    brand_text: form.brand_text,
    description: form.description,
    features: form.features.split('\n'),
    popular: form.popular,
    is_active: form.is_active,
    max_streams: wholeNumber(form.max_streams),
    max_video_height: wholeNumber(form.max_video_height),
    download_limit: wholeNumber(form.download_limit),
  };
}

/** What the viewers' list would say with an empty label ('30 Days', '6.63'), as the server works it out. */
export function autoDurationText(daysText: string): string {
  const days = Number(daysText);
  if (!Number.isInteger(days) || days < 1) return '';
  if (days % 365 === 0) return `${days / 365} ${days === 365 ? 'Year' : 'Years'}`;
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}

/** What the viewers' list would say per day with an empty per-day label ('₹6.63/day'), or ''. */
export function autoPerDayText(form: Pick<PlanForm, 'price' | 'duration_days'>): string {
  if (!form.price.trim()) return '';
  return perDayPrice({ price: Number(form.price), duration: Number(form.duration_days), per_day_text: null });
}

/**
 * A change to the form. A label that still says what the old price and days would have made
 * ('30 Days', '₹6.63/day') is cleared when they change, so it follows the new ones instead of
 * promising the viewer the old duration; a label the operator wrote in their own words stays.
 */
export function changePlanForm(form: PlanForm, patch: Partial<PlanForm>): PlanForm {
  const next = { ...form, ...patch };
  const stale = (label: string, before: string, after: string) => label.trim() !== '' && label.trim() === before && before !== after;
  if (stale(form.duration_text, autoDurationText(form.duration_days), autoDurationText(next.duration_days))) next.duration_text = '';
  if (stale(form.per_day_text, autoPerDayText(form), autoPerDayText(next))) next.per_day_text = '';
  return next;
}
