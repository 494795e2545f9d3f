// The webhook_events store shared by every provider webhook (Razorpay payments, RazorpayX
// payouts): deliveries come at least once and in any order, so each (gateway, event id) is
// processed once. An event is stored on arrival and marked processed only when its handling
// finished, so a delivery whose processing failed is handled again on redelivery.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { webhookEvents } from '../db/schema.ts';

export interface WebhookEventRecord {
  gateway: string;
  eventId: string;
  eventType: string;
  /** What is kept for audit: the caller strips or masks anything that must not be stored. */
  payload: unknown;
}

/** Stores the event unless already processed; false for a replay of a finished event. */
export async function claimWebhookEvent(deps: Deps, record: WebhookEventRecord): Promise<boolean> {
  const { gateway, eventId, eventType, payload } = record;
  const [inserted] = await deps.db
    .insert(webhookEvents)
    .values({ gateway, eventId, eventType, payload })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted) return true;
  // Seen before: process again only if that earlier attempt never finished.
  const [seen] = await deps.db
    .select({ processedAt: webhookEvents.processedAt })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
  return !seen?.processedAt;
}

export async function markWebhookEventProcessed(
  deps: Deps,
  gateway: string,
  eventId: string,
): Promise<void> {
  await deps.db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
}

/** The event id for a delivery without an event id header: derived from the raw body's bytes. */
export function fallbackEventId(rawBody: Buffer): string {
  return `body_${crypto.createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
}

/** The provider's event id header (first 100 characters), or the fallback id from the raw body. */
export function webhookEventId(header: string | string[] | undefined, rawBody: Buffer): string {
  // Printable ASCII only: the id is stored as text, and PostgreSQL cannot hold a NUL (issue 16.4).
  return typeof header === 'string' && /^[\x21-\x7e]{1,100}$/.test(header)
    ? header
    : fallbackEventId(rawBody);
}
