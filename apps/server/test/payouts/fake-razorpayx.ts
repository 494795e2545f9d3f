// A stand-in for RazorpayX on loopback: contacts, fund accounts and payouts as our adapter calls
// them, with basic auth, the mandatory X-Payout-Idempotency header (same key and body → the saved
// payout; same key, other body → 400) and RazorpayX's error shape. Its error descriptions echo
// account numbers on purpose, so tests can prove the adapter masks them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | undefined;
}

export interface FakePayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: string;
  status: string;
  mode: string;
  purpose: string;
  reference_id: string;
  narration: string;
  status_details: { description: string; reason: string; source: string } | null;
  created_at: number;
}

export interface FakeRazorpayX {
  baseUrl: string;
  requests: FakeRequest[];
  payouts: Map<string, FakePayout>;
  /** The next request to this path answers with this status and description instead. */
  failNext(path: string, status: number, description: string): void;
  /** The next request to this path answers with this status and JSON body instead. */
  answerNext(path: string, status: number, payload: unknown): void;
  /** The next request to this path gets no answer for `ms` milliseconds. */
  stallNext(path: string, ms: number): void;
  close(): Promise<void>;
}

export async function startFakeRazorpayX(opts: { keyId: string; keySecret: string; accountNumber: string }): Promise<FakeRazorpayX> {
  const requests: FakeRequest[] = [];
  const payouts = new Map<string, FakePayout>();
  const byKey = new Map<string, { body: string; payout: FakePayout }>();
  const answers = new Map<string, { status: number; payload: unknown }>();
  const stalls = new Map<string, number>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_Fake${String((counter += 1)).padStart(10, '0')}`;
  const expectedAuth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const key = req.headers['x-payout-idempotency'];
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        body,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, description: string, field?: string) =>
        send(status, { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'business', step: null, reason: null, metadata: {}, field } });

      const stall = stalls.get(path);
      if (stall !== undefined) {
        stalls.delete(path);
        setTimeout(() => send(500, {}), stall).unref();
        return;
      }
      const answer = answers.get(path);
      if (answer) {
        answers.delete(path);
        return send(answer.status, answer.payload);
      }
      if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');

      if (req.method === 'POST' && path === '/v1/contacts') {
        if (typeof body?.name !== 'string' || body.name.length < 3) return error(400, 'The name must be at least 3 characters.', 'name');
        return send(201, { id: nextId('cont'), entity: 'contact', ...body, active: true, created_at: 1 });
      }
      if (req.method === 'POST' && path === '/v1/fund_accounts') {
        const bank = body?.bank_account as { account_number?: string; ifsc?: string; name?: string } | undefined;
        if (!String(body?.contact_id ?? '').startsWith('cont_')) return error(400, 'The contact id provided does not exist', 'contact_id');
        if (!/^\d{9,18}$/.test(bank?.account_number ?? '')) return error(400, `The account number ${bank?.account_number} is invalid.`, 'account_number');
        return send(201, { id: nextId('fa'), entity: 'fund_account', contact_id: body?.contact_id, account_type: 'bank_account', bank_account: { ...bank, bank_name: 'Fake Bank' }, active: true, created_at: 1 });
      }
      if (req.method === 'POST' && path === '/v1/payouts') {
        if (typeof key !== 'string' || !/^[A-Za-z0-9_\- ]{4,36}$/.test(key)) {
          return error(400, 'Idempotency key is missing. Include idempotency header and key in the request.', 'X-Payout-Idempotency');
        }
        const saved = byKey.get(key);
        if (saved) return saved.body === raw ? send(200, saved.payout) : error(400, 'Different request body sent for the same idempotency key');
        if (body?.account_number !== opts.accountNumber) return error(400, `The account number ${String(body?.account_number)} does not exist.`, 'account_number');
        const amount = Number(body?.amount);
        if (!Number.isInteger(amount) || amount < 100) return error(400, 'Minimum transaction amount should be 100 paise', 'amount');
        const narration = String(body?.narration ?? '');
        if (narration.length > 30 || /[^A-Za-z0-9 ]/.test(narration)) return error(400, 'The narration format is invalid.', 'narration');
        const payout: FakePayout = {
          id: nextId('pout'),
          entity: 'payout',
          fund_account_id: String(body?.fund_account_id),
          amount,
          currency: String(body?.currency),
          status: 'processing',
          mode: String(body?.mode),
          purpose: String(body?.purpose),
          reference_id: String(body?.reference_id),
          narration,
          status_details: null,
          created_at: Math.floor(Date.now() / 1000),
        };
        payouts.set(payout.id, payout);
        byKey.set(key, { body: raw, payout });
        return send(200, payout);
      }
      if (req.method === 'GET' && path.startsWith('/v1/payouts?')) {
        const query = new URLSearchParams(path.slice('/v1/payouts?'.length));
        if (query.get('account_number') !== opts.accountNumber) return error(400, 'The account number is invalid.', 'account_number');
        const reference = query.get('reference_id');
        const items = [...payouts.values()].filter((p) => reference === null || p.reference_id === reference);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const m = /^\/v1\/payouts\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const payout = payouts.get(decodeURIComponent(m[1] ?? ''));
        return payout ? send(200, payout) : error(400, 'The id provided does not exist');
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    payouts,
    failNext: (path, status, description) =>
      answers.set(path, { status, payload: { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'business', step: null, reason: null, metadata: {} } } }),
    answerNext: (path, status, payload) => answers.set(path, { status, payload }),
    stallNext: (path, ms) => stalls.set(path, ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
