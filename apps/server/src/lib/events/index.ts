// Domain events: features register handlers (onDomainEvent) and the dispatcher hands them every
// recorded event exactly once per successful transaction (see dispatch.ts).
export {
  onDomainEvent,
  handledEventTypes,
  type DomainEvent,
  type DomainEventHandler,
  type EventLogger,
  type EventTx,
} from './registry.ts';
export { dispatchDomainEvents, dispatchDomainEventsSafely, type DispatchOptions, type DispatchReport } from './dispatch.ts';
