// A signed webhook's body, read once for every provider (issue 16.8): JSON, an object with a
// well-formed event name and no NUL character, and, for the events we act on, exactly the
// contract's schema. Anything else is a 400 before a row is stored or touched; the provider sees
// the refusal in its dashboard.
import type { z } from 'zod';
import { MESSAGES, WebhookEnvelope } from '@ott/contract';
import { badRequest } from '../errors.ts';
import { assertNoNulCharacter } from '../http/odd-input.ts';
import { RequestValidationError } from '../http/validation.ts';

export interface WebhookDelivery<Acted> {
  /** The event's name ('payment.captured'). */
  name: string;
  /** The parsed body as sent, for the audit record. */
  body: unknown;
  /** The event, checked, when it is one we act on; null for events we only acknowledge. */
  acted: Acted | null;
}

export function readWebhookEvent<Schema extends z.ZodType>(
  raw: Buffer,
  actedOn: readonly string[],
  schema: Schema,
): WebhookDelivery<z.infer<Schema>> {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(MESSAGES.invalidRequest);
  }
  const envelope = WebhookEnvelope.safeParse(body);
  if (!envelope.success) throw badRequest(MESSAGES.invalidRequest);
  // Every event is stored as jsonb, which cannot hold a NUL either (issue 16.4).
  assertNoNulCharacter(body);
  const name = envelope.data.event;
  if (!actedOn.includes(name)) return { name, body, acted: null };
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, body);
  return { name, body, acted: parsed.data };
}
