// A console page for an operator who holds only one role: a new account, given `role` by the admin
// `adminPhone` (ADMIN_PHONES of the E2E server; its session is kept, support/admin.ts), signed in
// in a context of its own with the project's device.
import { expect, type Browser, type Page } from '@playwright/test';
import type { OperatorRole } from '@ott/contract';
import { adminToken } from './admin.ts';
import { csrfToken, primeStorage, signInNewUser } from './session.ts';
import { devicePage } from './titles.ts';

export async function operatorPageWithRole(browser: Browser, baseURL: string, adminPhone: string, role: OperatorRole): Promise<Page> {
  const page = await devicePage(browser, baseURL);
  await page.goto('/');
  const operator = await signInNewUser(page, { completeProfile: false });
  const admin = await adminToken(page.request, adminPhone);
  const granted = await page.request.post('/api/admin/operators/', {
    data: { phone: operator.phone, role },
    headers: { Authorization: `Bearer ${admin}`, 'X-CSRFToken': await csrfToken(page.request) },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await primeStorage(page, operator);
  return page;
}
