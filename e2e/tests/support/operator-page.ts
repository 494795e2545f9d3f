// A console page for an operator who holds only one role: a new account, given `role` by the admin
// `adminPhone` (ADMIN_PHONES of the E2E server; its session is kept, support/admin.ts), signed in
// in a context of its own with the project's device.
import type { Browser, Page } from '@playwright/test';
import type { OperatorRole } from '@ott/contract';
import { signInAsOperator } from './admin.ts';
import { devicePage } from './titles.ts';

export async function operatorPageWithRole(browser: Browser, baseURL: string, adminPhone: string, role: OperatorRole): Promise<Page> {
  const page = await devicePage(browser, baseURL);
  await signInAsOperator(page, adminPhone, role);
  return page;
}
