// The domain-event dispatcher (ARCHITECTURE 7). Each event is handled in its own transaction:
// the row is taken `for update skip locked` (so concurrent dispatchers on any number of
// instances never handle one event twice at once and never wait on each other), its handlers
// run, and dispatched_at is set — all committed together or not at all. A failing handler rolls
// its event back, is logged, and the sweep moves on; the next sweep tries that event again.
//
// Runs right after an order's fulfilment commits (for that one event) and every minute as the
// 'domain-events' job (everything missed: a crash between commit and dispatch, a failed handler).
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { domainEvents } from '../db/schema.ts';
import { eventLogger, handledEventTypes, handlersFor, type DomainEvent } from './registry.ts';

export interface DispatchReport {
  dispatched: number;
  failed: number;
}

export interface DispatchOptions {
  /** Only this event (type + dedupe key), e.g. the one a fulfilment just recorded. */
  only?: { type: string; dedupeKey: string };
  /** Most events handled in one run; the rest wait for the next sweep. */
  limit?: number;
}

const DEFAULT_LIMIT = 500;

export async function dispatchDomainEvents(deps: Deps, opts: DispatchOptions = {}): Promise<DispatchReport> {
  const report: DispatchReport = { dispatched: 0, failed: 0 };
  const types = handledEventTypes(deps);
  if (types.length === 0) return report;
  const limit = opts.limit ?? DEFAULT_LIMIT;
  // Events are taken in id order past a cursor, so a failed one is not picked again in this run.
  let cursor = 0;
  while (report.dispatched + report.failed < limit) {
    const taken: { event: DomainEvent | null } = { event: null };
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(domainEvents)
          .where(
            and(
              // Served by the partial index domain_events_undispatched.
              isNull(domainEvents.dispatchedAt),
              gt(domainEvents.id, cursor),
              inArray(domainEvents.type, types),
              ...(opts.only
                ? [eq(domainEvents.type, opts.only.type), eq(domainEvents.dedupeKey, opts.only.dedupeKey)]
                : []),
            ),
          )
          .orderBy(asc(domainEvents.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        const event: DomainEvent = {
          id: row.id,
          type: row.type,
          dedupeKey: row.dedupeKey,
          payload: row.payload,
          createdAt: row.createdAt,
        };
        taken.event = event;
        for (const handler of handlersFor(deps, event.type)) await handler(tx, event);
        await tx
          .update(domainEvents)
          .set({ dispatchedAt: sql`now()` })
          .where(eq(domainEvents.id, event.id));
        return event;
      });
      if (!done) break;
      cursor = done.id;
      report.dispatched += 1;
    } catch (err) {
      // Nothing taken: the database itself failed; let the caller (job or fulfilment) see it.
      if (!taken.event) throw err;
      cursor = taken.event.id;
      report.failed += 1;
      eventLogger(deps).error(
        { err, eventId: taken.event.id, type: taken.event.type, dedupeKey: taken.event.dedupeKey },
        'domain event handler failed; the next sweep retries it',
      );
    }
    if (opts.only) break;
  }
  return report;
}

/**
 * For callers whose own work is already committed (a payment verify): dispatches and never
 * throws, since whatever fails here is picked up by the every-minute sweep.
 */
export async function dispatchDomainEventsSafely(deps: Deps, opts: DispatchOptions = {}): Promise<DispatchReport | null> {
  try {
    return await dispatchDomainEvents(deps, opts);
  } catch (err) {
    eventLogger(deps).error({ err, only: opts.only }, 'domain event dispatch failed; the next sweep retries');
    return null;
  }
}
