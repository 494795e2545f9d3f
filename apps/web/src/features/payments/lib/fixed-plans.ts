// The payment page's `?plan=basic_plan` preselection (SPEC 4 'Payment page': the lower-cased plan
// name with underscores). The plans themselves are the server's (GET /users/api/subscription-plans/),
// not SPEC 9's fixed list, so an operator's price edit shows here exactly as it is charged
// (docs/decisions.md 'Plans and the popup in the console').
import type { Plan } from '@/api/payments/types.ts';

export function planSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The plan `?plan=` names, else the first one (undefined while there are none). */
export function planFromQuery(plans: readonly Plan[], value: string | null): Plan | undefined {
  const wanted = value?.trim().toLowerCase();
  return plans.find((plan) => planSlug(plan.name) === wanted) ?? plans[0];
}
