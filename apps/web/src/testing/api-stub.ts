// Test-only: fetch replaced by canned answers, with a log of every call. Routes are keyed
// 'METHOD /path/' or '/path/' (any method); a ':name' segment matches one path segment and is
// passed as `call.params.name`. One handler instead of a table answers every call. Calls no
// route answers get a 404.
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The route key's ':name' segments. */
  params: Record<string, string>;
  /** A JSON body parsed, a FormData body as a plain object, otherwise undefined. */
  body: unknown;
  headers: Record<string, string>;
  /** What fetch was given, for anything else (keepalive, signal). */
  init: RequestInit;
}
/** An answer: status 200 and a null body unless given. */
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** An answer, or a fetch that fails as when offline. */
export type Reply = Answer | 'network-error';
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;
export type Routes = Record<string, Handler>;

const NOT_FOUND: Answer = { status: 404, body: { status: 'error', message: 'Not found' } };

/** The server's `{ status: 'success', data }` envelope (SPEC 3), with any extra fields. */
export const success = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { status: 'success', data, ...extra } }) satisfies Answer;

function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i]!;
    if (part.startsWith(':') && actual) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** Exact keys first ('METHOD /path/', then '/path/'), then the keys with ':name' segments. */
function findRoute(routes: Routes, method: string, path: string) {
  const exact = routes[`${method} ${path}`] ?? routes[path];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(routes)) {
    if (!key.includes(':')) continue;
    const [keyMethod, pattern] = key.includes(' ') ? key.split(' ', 2) : [method, key];
    const params = keyMethod === method ? paramsOf(pattern!, path) : null;
    if (params) return { handler, params };
  }
  return null;
}

function readBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** Replaces the global fetch (undo with `vi.unstubAllGlobals()`). */
export function stubApi(routes: Routes | Handler = {}) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const route = typeof routes === 'function' ? { handler: routes, params: {} } : findRoute(routes, method, url.pathname);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const params = route?.params ?? {};
    const call: ApiCall = { method, path: url.pathname, url, query: url.searchParams, params, body: readBody(init?.body), headers, init: init ?? {} };
    calls.push(call);
    const reply = route ? await route.handler(call) : NOT_FOUND;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** The URLs requested at `path`, in order (any method). */
    requests: (path: string) => calls.filter((c) => c.path === path).map((c) => c.url),
  };
}

export type ApiStub = ReturnType<typeof stubApi>;
