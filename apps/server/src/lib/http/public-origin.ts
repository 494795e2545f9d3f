// The origin of links we hand out (README 'PUBLIC_BASE_URL'): the configured public one, else the
// request's protocol and host as Fastify reads them (X-Forwarded-* only when TRUST_PROXY says so).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** Null when the request's host cannot form an origin (a junk Host header). */
export function publicOrigin(config: Pick<Config, 'publicBaseUrl'>, req: FastifyRequest): string | null {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return null;
  }
}
