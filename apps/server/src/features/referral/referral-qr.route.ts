import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ReferralQrQuery } from '@ott/contract';
import { etagMatches } from '../../lib/http/etag.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { requireSession } from '../auth/index.ts';
import { inviteUrl, qrEtag } from './referral-service.ts';

/** Rendering settings; part of the ETag, so changing them changes every cached image. */
const QR_OPTIONS = { type: 'png', width: 512, margin: 2, errorCorrectionLevel: 'M' } as const;
const QR_RENDER_VERSION = `png-512-m2-M`;

/**
 * GET /users/referral-qr/ (SPEC 2.17): the session user's invitation link as a PNG QR code, for an
 * <img> on our origin (the session cookie authenticates it) or, with ?download=1, as the file
 * referral_qr_{code}.png. Private and revalidated every time: one browser may see several users.
 */
export function referralQrRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.referralQr,
    {
      preValidation: requireSession,
      schema: {
        querystring: ReferralQrQuery,
        // 200 is image/png (no JSON schema); errors are the usual {status:'error', message}.
        tags: ['referral'],
        summary: 'The signed-in user’s invitation QR code (PNG; ?download=1 as an attachment)',
      },
    },
    async (req, reply) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const url = inviteUrl(app.deps.config, req, user.referralCode);
      const download = req.query.download === '1' || req.query.download === 'true';
      const etag = qrEtag(url, QR_RENDER_VERSION);
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('Vary', 'Authorization, Cookie');
      reply.header('ETag', etag);
      if (download) {
        reply.header('Content-Disposition', `attachment; filename="referral_qr_${user.referralCode}.png"`);
      }
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      const png = await QRCode.toBuffer(url, QR_OPTIONS);
      return reply.type('image/png').send(png);
    },
  );
}
