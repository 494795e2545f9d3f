// Test set-up through the public API (the journeys under test go through the UI): a fresh user
// signed in with an OTP from the development outbox, optionally with a complete profile, and the
// browser's storage primed the way the login screen leaves it.
import type { APIRequestContext, Page } from '@playwright/test';

export function randomPhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The CSRF cookie of a request context (a page's `page.request` shares the page's cookies). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  await request.get('/api/app-config/');
  const { cookies } = await request.storageState();
  return cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** The page's CSRF cookie, for calls made on the page's behalf with `page.request`. */
export async function pageCsrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** The last code the development outbox holds for a phone. */
export async function otpFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = await request.get(`/dev/outbox?phone=${phone}`);
  if (!outbox.ok()) throw new Error(`outbox ${outbox.status()}: ${await outbox.text()}`);
  return ((await outbox.json()) as { code: string }).code;
}

export interface SignedIn {
  phone: string;
  token: string;
  user: Record<string, unknown>;
  csrfToken: string;
}

/** A complete location (first state, district, constituency): what the payment gates need (SPEC 5). */
async function firstRegions(request: APIRequestContext) {
  const first = async (url: string) => ((await (await request.get(url)).json()) as { data: { id: number }[] }).data[0]!.id;
  const state = await first('/api/frontend/states/');
  const district = await first(`/api/frontend/districts/?state_id=${state}`);
  const constituency = await first(`/api/frontend/constituencies/?district_id=${district}`);
  return { state, district, constituency, mandal: 'Tenali', village: 'Kolakaluru', pincode: '522302' };
}

/** Signs a new user in on the page's own request context, so cookies are shared with the page. */
export async function signInNewUser(page: Page, opts: { completeProfile: boolean; referralCode?: string }): Promise<SignedIn> {
  const request = page.request;
  const phone = randomPhone();
  let token = await csrfToken(request);
  const sent = await request.post('/users/request-otp/', { data: { phone, otp_type: 'login' }, headers: { 'X-CSRFToken': token } });
  if (!sent.ok()) throw new Error(`request-otp ${sent.status()}: ${await sent.text()}`);
  const code = await otpFromOutbox(request, phone);
  const login = await request.post('/users/users/login/', { data: { phone, otp: code }, headers: { 'X-CSRFToken': token } });
  if (!login.ok()) throw new Error(`login ${login.status()}: ${await login.text()}`);
  const session = (await login.json()) as { token: string; csrf_token: string; user: Record<string, unknown> };
  token = session.csrf_token;
  let user = session.user;
  const bearer = { Authorization: `Bearer ${session.token}`, 'X-CSRFToken': token };
  const body: Record<string, unknown> = { first_name: 'Lakshmi', last_name: 'Devi', address: 'Guntur', phone };
  if (opts.completeProfile) Object.assign(body, await firstRegions(request));
  if (opts.referralCode) body.referral_code = opts.referralCode;
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

/** A new signed-in user (complete profile unless told otherwise) on `path`. */
export async function signedInAt(page: Page, path: string, completeProfile = true): Promise<SignedIn> {
  await page.goto('/');
  const s = await signInNewUser(page, { completeProfile });
  await primeStorage(page, s);
  await page.goto(path);
  return s;
}

export async function firstVideoOfType(request: APIRequestContext, type: 'free' | 'paid' | 'rental') {
  const list = (await (await request.get(`/api/videos/?video_type=${type}&limit=1`)).json()) as { id: number; title: string }[];
  if (!list[0]) throw new Error(`no ${type} video`);
  return list[0];
}
