// Wire types of the payment endpoints, inferred from the contract's schemas (types only, so no zod
// code reaches the bundle).
import type { z } from 'zod';
import type {
  ApplyCouponResponse,
  CheckSubscriptionResponse,
  OrderResponse,
  PaymentResult,
  PaymentStatusResponse,
  Plan,
  PlansResponse,
  SubscriptionInfo,
  ValidateCouponResponse,
  VerifyPaymentResponse,
} from '@ott/contract';

export type { Plan };
export type PlansResult = z.infer<typeof PlansResponse>;
export type OrderResult = z.infer<typeof OrderResponse>;
export type PaymentResultData = z.infer<typeof PaymentResult>;
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResponse>;
export type PaymentStatusResult = z.infer<typeof PaymentStatusResponse>;
export type PaymentStatus = PaymentStatusResult['status'];
export type SubscriptionData = z.infer<typeof SubscriptionInfo>;
export type ValidateCouponResult = z.infer<typeof ValidateCouponResponse>;
export type ApplyCouponResult = z.infer<typeof ApplyCouponResponse>;
export type SubscriptionStatusResult = z.infer<typeof CheckSubscriptionResponse>;
