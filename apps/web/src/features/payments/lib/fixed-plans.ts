// The payment page's fixed plans (SPEC 9) and its `?plan=basic_plan` preselection (SPEC 4
// 'Payment page': the lower-cased plan name with underscores).
import { FIXED_PLANS } from '@ott/contract';

export type FixedPlan = (typeof FIXED_PLANS)[number];

export function planSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

export function fixedPlanFromQuery(value: string | null): FixedPlan {
  const wanted = value?.trim().toLowerCase();
  return FIXED_PLANS.find((plan) => planSlug(plan.name) === wanted) ?? FIXED_PLANS[0];
}
