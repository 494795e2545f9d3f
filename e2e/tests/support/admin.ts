// The operator's bearer token for journeys that act through admin endpoints (the client has no
// admin screens). One phone may ask for a code only every 30 s and ten times a day, so each admin
// phone's session is kept in the artifacts between the desktop and mobile runs (and between runs on
// a kept data dir) and reused while the server still accepts it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OperatorRole } from '@ott/contract';
import { csrfToken, otpFromOutbox, primeStorage, signInNewUser } from './session.ts';

const sessionFile = (phone: string) => path.join(import.meta.dirname, `../../artifacts/admin-session-${phone}.json`);

/** A bearer token of the admin `phone` (listed in ADMIN_PHONES of the E2E server config). */
export async function adminToken(request: APIRequestContext, phone: string): Promise<string> {
  const file = sessionFile(phone);
  if (fs.existsSync(file)) {
    const { token } = JSON.parse(fs.readFileSync(file, 'utf8')) as { token: string };
    const probe = await request.get(`/users/profile/?phone=${phone}`, { headers: { Authorization: `Bearer ${token}` } });
    if (probe.ok()) return token;
  }
  const csrf = await csrfToken(request);
  const sent = await request.post('/users/request-otp/', { data: { phone, otp_type: 'login' }, headers: { 'X-CSRFToken': csrf } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await otpFromOutbox(request, phone);
  const login = await request.post('/users/users/login/', { data: { phone, otp: code }, headers: { 'X-CSRFToken': csrf } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ token }));
  return token;
}

/** A new account signed in on `page`, granted `role` by the admin `adminPhone` (so the console opens for it). */
export async function signInAsOperator(page: Page, adminPhone: string, role: OperatorRole, completeProfile = false) {
  await page.goto('/');
  const operator = await signInNewUser(page, { completeProfile });
  const token = await adminToken(page.request, adminPhone);
  const granted = await page.request.post('/api/admin/operators/', {
    data: { phone: operator.phone, role },
    headers: { Authorization: `Bearer ${token}`, 'X-CSRFToken': await csrfToken(page.request) },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await primeStorage(page, operator);
}
