import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, DevOutboxResponse, ErrorResponse, MESSAGES, normalizePhone } from '@ott/contract';
import { smsOutbox } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';

const OutboxQuery = z.object({ phone: z.string({ error: MESSAGES.phoneLength }).max(20, MESSAGES.phoneLength) });

/** GET /dev/outbox?phone=: the last code "sent" to a phone by the console SMS sender. */
export function getOutboxRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.devOutbox,
    {
      schema: {
        querystring: OutboxQuery,
        response: { 200: DevOutboxResponse, 404: ErrorResponse },
        tags: ['dev'],
        summary: 'Development only: the latest OTP sent to a phone',
      },
    },
    async (req) => {
      const phone = normalizePhone(req.query.phone);
      const [row] = await app.deps.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, phone), isNotNull(smsOutbox.code)))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(1);
      if (!row?.code) throw notFound(MESSAGES.notFound);
      return { phone: row.phone, code: row.code, sent_at: row.createdAt.toISOString() };
    },
  );
}
