// Test set-up through the public API (the journeys under test go through the UI): a fresh user
// signed in with an OTP from the development outbox, optionally with a complete profile, and the
// browser's storage primed the way the login screen leaves it.
import type { APIRequestContext, Page } from '@playwright/test';

export function randomPhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function csrf(request: APIRequestContext, baseURL: string): Promise<string> {
  await request.get('/api/app-config/');
  const cookies = await request.storageState();
  const token = cookies.cookies.find((c) => c.name === 'csrftoken' && baseURL.includes(c.domain));
  return token?.value ?? cookies.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

interface SignedIn {
  phone: string;
  token: string;
  user: Record<string, unknown>;
  csrfToken: string;
}

/** Signs a new user in on the page's own request context, so cookies are shared with the page. */
export async function signInNewUser(page: Page, opts: { completeProfile: boolean }): Promise<SignedIn> {
  const request = page.request;
  const baseURL = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
  const phone = randomPhone();
  let token = await csrf(request, baseURL);
  const sent = await request.post('/users/request-otp/', { data: { phone, otp_type: 'login' }, headers: { 'X-CSRFToken': token } });
  if (!sent.ok()) throw new Error(`request-otp ${sent.status()}: ${await sent.text()}`);
  const { code } = (await (await request.get(`/dev/outbox?phone=${phone}`)).json()) as { code: string };
  const login = await request.post('/users/users/login/', { data: { phone, otp: code }, headers: { 'X-CSRFToken': token } });
  if (!login.ok()) throw new Error(`login ${login.status()}: ${await login.text()}`);
  const session = (await login.json()) as { token: string; csrf_token: string; user: Record<string, unknown> };
  token = session.csrf_token;
  let user = session.user;
  const bearer = { Authorization: `Bearer ${session.token}`, 'X-CSRFToken': token };
  const body: Record<string, unknown> = { first_name: 'Lakshmi', last_name: 'Devi', address: 'Guntur', phone };
  if (opts.completeProfile) {
    const states = (await (await request.get('/api/frontend/states/')).json()) as { data: { id: number }[] };
    const state = states.data[0]!.id;
    const districts = (await (await request.get(`/api/frontend/districts/?state_id=${state}`)).json()) as { data: { id: number }[] };
    const district = districts.data[0]!.id;
    const constituencies = (await (await request.get(`/api/frontend/constituencies/?district_id=${district}`)).json()) as {
      data: { id: number }[];
    };
    Object.assign(body, {
      state,
      district,
      constituency: constituencies.data[0]!.id,
      mandal: 'Tenali',
      village: 'Kolakaluru',
      pincode: '522302',
    });
  }
  const reg = await request.post('/users/complete-registration/', { data: body, headers: bearer });
  if (!reg.ok()) throw new Error(`complete-registration ${reg.status()}: ${await reg.text()}`);
  const registered = (await reg.json()) as { user: Record<string, unknown>; csrf_token: string };
  user = registered.user;
  return { phone, token: session.token, user, csrfToken: registered.csrf_token };
}

/** Writes the spec's localStorage keys as the login screen does, then reloads into the app. */
export async function primeStorage(page: Page, s: SignedIn) {
  await page.evaluate((signedIn) => {
    localStorage.setItem('user', JSON.stringify(signedIn.user));
    localStorage.setItem('token', signedIn.token);
    localStorage.setItem('phone', signedIn.phone);
    localStorage.setItem('csrfToken', signedIn.csrfToken);
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('hasCompletedRegistration', 'true');
    localStorage.setItem('app_version', '1.0.17');
  }, s);
}

export async function firstVideoOfType(request: APIRequestContext, type: 'free' | 'paid' | 'rental') {
  const list = (await (await request.get(`/api/videos/?video_type=${type}&limit=1`)).json()) as { id: number; title: string }[];
  if (!list[0]) throw new Error(`no ${type} video`);
  return list[0];
}
