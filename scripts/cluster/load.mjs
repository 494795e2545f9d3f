// The cluster test's steady mixed load: anonymous reads, sign-ins (OTP read from the database, as
// the console SMS sender keeps it), payments through the sandbox gateway, and playback of a free
// title's playlist once the media exists. Every answer is recorded with the phase it fell in.
import { performance } from 'node:perf_hooks';
import { sleep } from './procs.mjs';

const API = {
  appConfig: '/api/app-config/',
  videos: '/api/videos/?page=1',
  categories: '/api/frontend/categories/',
  hero: '/api/videos/hero/',
  requestOtp: '/users/request-otp/',
  login: '/users/users/login/',
  createOrder: '/api/payment/create-order/',
  sandboxPay: '/sandbox/pay',
  verifyPayment: '/api/payment/verify-payment/',
  health: '/api/health',
};

/** A browser-like client: csrftoken cookie and header, then a bearer token once signed in. */
class Client {
  constructor(base, record) {
    this.base = base;
    this.record = record;
    this.cookies = new Map();
    this.token = null;
  }
  async call(kind, method, url, body) {
    const headers = { 'content-type': 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const started = performance.now();
    let status = 0;
    let json = null;
    let error = null;
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const text = await res.text();
      json = text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    this.record({ kind, method, url, status, error, ms: performance.now() - started });
    return { status, json };
  }
}

const randomPhone = () => `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;

export function startLoad({ base, workers, lastCode, mediaPath, record }) {
  let running = true;
  const orders = [];
  const loops = Array.from({ length: workers }, async (_, w) => {
    let user = null;
    for (let i = 0; running; i += 1) {
      const kind = ['read', 'read', 'signin', 'pay', 'play'][(i + w) % 5];
      const client = user ?? new Client(base, record);
      if (kind === 'read') {
        await client.call('read', 'GET', [API.videos, API.categories, API.hero][i % 3]);
      } else if (kind === 'signin' || (kind === 'pay' && !user)) {
        const fresh = new Client(base, record);
        await fresh.call('signin', 'GET', API.appConfig);
        const phone = randomPhone();
        const sent = await fresh.call('signin', 'POST', API.requestOtp, { phone, otp_type: 'login' });
        if (sent.status !== 200) continue;
        const code = await lastCode(phone);
        const login = await fresh.call('signin', 'POST', API.login, { phone, otp: code });
        if (login.status === 200 && login.json?.token) {
          fresh.token = login.json.token;
          user = fresh;
        }
      } else if (kind === 'pay') {
        const order = await client.call('pay', 'POST', API.createOrder, { plan_id: 1 + (i % 3), currency: 'INR' });
        if (order.status !== 200) continue;
        const paid = await client.call('pay', 'POST', API.sandboxPay, { order_id: order.json.order_id, method: 'upi_gpay', outcome: 'success' });
        if (paid.status !== 200 || paid.json?.outcome !== 'success') continue;
        const { outcome: _o, ...handler } = paid.json;
        const verified = await client.call('pay', 'POST', API.verifyPayment, handler);
        orders.push({ orderId: order.json.order_id, verified: verified.status });
        // A user buys once: the next payment is someone else's.
        user = null;
      } else {
        const path = mediaPath();
        if (path) await client.call('play', 'GET', path);
        else await client.call('read', 'GET', API.health);
      }
      await sleep(20);
    }
  });
  return {
    orders,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
