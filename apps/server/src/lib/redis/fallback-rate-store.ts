// @fastify/rate-limit's store for the per-address request limit when Redis may fail (issue 14.6):
// its Redis store while Redis answers, its in-process LRU store (per instance) while it does not.
// A request is never refused or failed because Redis is down; the limit is per instance then.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis-link.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
interface RouteOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo: { method: string; url: string };
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass<[boolean, boolean, number?]>;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass<[boolean, boolean, unknown, string?]>;

/** The `store` option: @fastify/rate-limit constructs it with its global parameters. */
export function fallbackRateStore(link: RedisLink): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    static create(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      return new FallbackStore(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, link.client),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.route('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.route('read', key, cb, timeWindow, max);
    }

    private route(op: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      const local = () => this.local[op]?.(key, cb, timeWindow, max);
      if (!link.usable()) {
        link.fellBack('rate-limit');
        local();
        return;
      }
      this.shared[op]?.(
        key,
        (err, res) => {
          if (!err) {
            cb(null, res);
            return;
          }
          link.failed('rate-limit', err);
          local();
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions) {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // @fastify/rate-limit calls `new store(globalParams)`.
  return function Store(this: unknown, params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return FallbackStore.create(params);
  } as unknown as FastifyRateLimitStoreCtor;
}
