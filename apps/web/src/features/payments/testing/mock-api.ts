// A fetch stand-in for the payments component tests: handlers keyed 'METHOD /path/', a call log.
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}
export type MockReply = { status?: number; body?: unknown } | 'network-error';
export type Handler = (call: MockCall) => MockReply | Promise<MockReply>;

export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
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
