// RazorpayX signs each webhook like Razorpay does: `X-Razorpay-Signature` is the hex HMAC-SHA256
// of the raw request body keyed with the webhook secret (PAYMENTS.md). Checked over the bytes as
// received, before any parsing, in constant time.
import crypto from 'node:crypto';
import { safeEqual } from '../../lib/http/tokens.ts';

export function payoutWebhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

export function verifyPayoutWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer | string,
  header: string | undefined,
): boolean {
  if (!webhookSecret || !header) return false;
  return safeEqual(payoutWebhookSignature(webhookSecret, rawBody), header);
}
