import { z } from 'zod';
import { ValidationProblem } from '../validation/problems.ts';

/** SPEC 7 error shape: `{status: 'error', message}`; some calls read only `message`. */
export const ErrorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  /** Field errors (SPEC 5 'Server field errors shown under the matching field (first item)'). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On 400 for invalid input: each failure as data, so screens can word it in their language. */
  problems: z.array(ValidationProblem).optional(),
  /** On 429 only: whole seconds until a retry can succeed (the same as the Retry-After header). */
  retry_after: z.number().int().positive().optional(),
  /** On 428 only: an ALTCHA challenge; solve it and repeat the request with its payload as `altcha`. */
  altcha_challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() }).optional(),
});

/** The solved ALTCHA payload (base64 JSON) a sign-in call repeats itself with after a 428. */
export const altchaField = () => z.string().max(8_000).optional();
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const SuccessMessage = z.object({ status: z.literal('success'), message: z.string() });

/**
 * PostgreSQL's integer ceiling (issue 16.4): ids and paise are int4 columns, so a larger number
 * is refused as input with a 400 instead of failing in the database with a 500.
 */
export const INT4_MAX = 2_147_483_647;

/** A whole positive id the client sends (path, query or body), coerced and within int4. */
export const wholeId = (message?: string) =>
  // The ceiling first and final, so 1e20 reads 'at most 2147483647', not also zod's safe-integer bound.
  z.coerce.number().max(INT4_MAX, { error: message, abort: true }).int().positive(message);

export const IdParam = z.object({ id: wholeId() });

/** `?phone=` as sent by the spec's client. Never trusted: must equal the session's phone. */
export const PhoneQuery = z.object({ phone: z.string().max(20).optional() });

export const VideoType = { free: 'free', paid: 'paid', rental: 'rental' } as const;
export type VideoType = (typeof VideoType)[keyof typeof VideoType];
export const VideoTypeSchema = z.enum(['free', 'paid', 'rental']);

export const Gender = z.enum(['M', 'F', 'O']);
