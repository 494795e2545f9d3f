import crypto from 'node:crypto';

/**
 * Random bytes from a pool refilled 4 KB at a time (as crypto.randomUUID does): every cookieless
 * GET gets a new CSRF token, and one randomBytes call per token was ~7 % of a cached catalogue
 * request's CPU (issue 13.4 profile). Bytes are handed out once and never reused.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;
function pooledRandomBytes(bytes: number): Buffer {
  if (bytes > POOL_BYTES / 8) return crypto.randomBytes(bytes);
  if (poolOffset + bytes > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const out = pool.subarray(poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return out;
}

export const randomToken = (bytes = 32) => pooledRandomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** Hex HMAC-SHA256 of a string, or of bytes as received (a webhook's raw body). */
export const hmacSha256 = (secret: string, value: Buffer | string) =>
  crypto.createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

/**
 * Checks a hex HMAC-SHA256 signature (Razorpay's and RazorpayX's `X-Razorpay-Signature`) over the
 * bytes as received, before any parsing, in constant time; false without a secret or a signature.
 */
export function verifyHmacSha256(secret: string, value: Buffer | string, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  return safeEqual(hmacSha256(secret, value), signature);
}
