// Domain-event handlers (ARCHITECTURE 7): a feature that reacts to something another feature
// records (payment.completed → referral bonuses) registers a handler here; the feature that
// records the event knows none of them. One registry per app (per Deps), filled when the
// features' plugins register, read by the dispatcher.
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';

/** The transaction a handler runs in: the same one that marks its event dispatched. */
export type EventTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DomainEvent {
  id: number;
  type: string;
  dedupeKey: string;
  payload: unknown;
  createdAt: Date;
}

/**
 * Runs inside the dispatch transaction; throwing rolls back everything it wrote and leaves the
 * event for the next sweep. Must be safe to run twice for one event (a crash after commit but
 * before the caller hears of it, or a replayed event, both deliver again).
 */
export type DomainEventHandler = (tx: EventTx, event: DomainEvent) => Promise<void>;

export interface EventLogger {
  error(obj: object, msg: string): void;
}

interface Registry {
  /** type → handler name → handler (a name registered again replaces its handler). */
  handlers: Map<string, Map<string, DomainEventHandler>>;
  log: EventLogger;
}

const registries = new WeakMap<Deps, Registry>();

const stderrLogger: EventLogger = {
  error: (obj, msg) => console.error(msg, obj),
};

function registry(deps: Deps): Registry {
  let found = registries.get(deps);
  if (!found) {
    found = { handlers: new Map(), log: stderrLogger };
    registries.set(deps, found);
  }
  return found;
}

/**
 * Adds a named handler for one event type (the same name again replaces it, so building the app
 * twice on one Deps never doubles a handler). Several handlers of one type run in registration
 * order in the same transaction: the event is dispatched when all of them succeed.
 */
export function onDomainEvent(
  deps: Deps,
  type: string,
  name: string,
  handler: DomainEventHandler,
  log?: EventLogger,
): void {
  const reg = registry(deps);
  const ofType = reg.handlers.get(type) ?? new Map<string, DomainEventHandler>();
  ofType.set(name, handler);
  reg.handlers.set(type, ofType);
  if (log) reg.log = log;
}

export function handlersFor(deps: Deps, type: string): DomainEventHandler[] {
  return [...(registry(deps).handlers.get(type)?.values() ?? [])];
}

/** Event types somebody handles; events of other types stay undispatched until a handler exists. */
export function handledEventTypes(deps: Deps): string[] {
  return [...registry(deps).handlers.keys()];
}

export function eventLogger(deps: Deps): EventLogger {
  return registry(deps).log;
}
