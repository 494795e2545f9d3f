// A plan's console form: every field as text (the price as typed rupees, features one per line), to
// and from the contract's body. The contract's schemas check it before anything is sent.
import { paiseToRupeeText, type AdminPlan, type CreatePlanBody } from '@ott/contract';

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
  };
}

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
  };
}

/** What the viewers' list would say with an empty label ('30 Days', '6.63'), as the server works it out. */
export function autoDurationText(daysText: string): string {
  const days = Number(daysText);
  if (!Number.isInteger(days) || days < 1) return '';
  if (days % 365 === 0) return `${days / 365} ${days === 365 ? 'Year' : 'Years'}`;
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}
