// A fetch stand-in for the auth component tests: handlers keyed 'METHOD /path/', a log of calls.
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
export type MockReply = { status?: number; body?: unknown } | 'network-error';
type Handler = (call: MockCall) => MockReply | Promise<MockReply>;

/** Calls the auth screens make in passing; tests override what they care about. */
const DEFAULTS: Record<string, Handler> = {
  'GET /api/videos/': () => ({ body: [] }),
  'GET /api/app-config/': () => ({ body: { version: '0.1.38', require_login_to_browse: false, payment_gateway: 'sandbox', maps_api_key: null } }),
  'POST /devices/': () => ({ body: { status: 'success', message: 'ok' } }),
  'GET /users/check-notifications/': () => ({ body: { status: 'success', user_exists: true, has_notifications: false, notifications: [] } }),
};

export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: MockCall[] = [];
  const table = { ...DEFAULTS, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const handler = table[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : { status: 404, body: { status: 'error', message: 'Not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** jsdom has <dialog> but not its modal methods; the UI kit's Modal calls them. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
