// Razorpay's two signatures (PAYMENTS.md): hex HMAC-SHA256 of `order_id|payment_id` keyed with the
// key secret (checkout), and of the raw webhook body keyed with the webhook secret (checked with
// verifyHmacSha256 from lib/http/tokens.ts, as the RazorpayX payout webhook is).
import crypto from 'node:crypto';
import { hmacSha256 as hmacHex, safeEqual } from '../../../lib/http/tokens.ts';

export { hmacHex };

export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckout(
  keySecret: string,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  if (!keySecret) return false;
  return safeEqual(checkoutSignature(keySecret, input.orderId, input.paymentId), input.signature);
}

/** Razorpay-style ids: prefix plus 14 base62 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(14);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}
