// POST /users/validate-coupon/ and /users/apply-coupon/ (SPEC 7): subscription codes.
import { PAYMENT_API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import type { ApplyCouponResult, ValidateCouponResult } from './types.ts';

export interface CouponInput {
  code: string;
  phone: string;
  planId?: number;
}

export function validateCoupon({ code, phone, planId }: CouponInput): Promise<ValidateCouponResult> {
  return api.post<ValidateCouponResult>(PAYMENT_API.validateCoupon, { code, phone, plan_id: planId });
}

export function applyCoupon({ code, phone, planId }: CouponInput): Promise<ApplyCouponResult> {
  // A 404 sends the user to login (SPEC 8 'Code'); the screen decides, so no global redirect.
  return api.post<ApplyCouponResult>(PAYMENT_API.applyCoupon, { code, phone, plan_id: planId }, { skipAuthRedirect: true });
}
