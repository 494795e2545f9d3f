import { z } from 'zod';

/** Deployment facts the client needs (not in SPEC 7; documented in OpenAPI). */
export const AppConfigResponse = z.object({
  version: z.string(),
  require_login_to_browse: z.boolean(),
  payment_gateway: z.enum(['sandbox', 'razorpay']),
  /** Browser key for Google Places address suggestions; null means use the built-in suggester. */
  maps_api_key: z.string().nullable(),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
