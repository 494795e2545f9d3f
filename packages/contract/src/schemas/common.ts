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
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const SuccessMessage = z.object({ status: z.literal('success'), message: z.string() });

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** `?phone=` as sent by the spec's client. Never trusted: must equal the session's phone. */
export const PhoneQuery = z.object({ phone: z.string().max(20).optional() });

export const VideoType = { free: 'free', paid: 'paid', rental: 'rental' } as const;
export type VideoType = (typeof VideoType)[keyof typeof VideoType];
export const VideoTypeSchema = z.enum(['free', 'paid', 'rental']);

export const Gender = z.enum(['M', 'F', 'O']);
