// Sign-up through the UI, as a new viewer does it: the OTP login with the code from the development
// outbox (SPEC 2.5), then the mini registration (SPEC 2.6).
import { expect, type Page } from '@playwright/test';
import { otpFromOutbox } from './session.ts';

export interface Names {
  firstName: string;
  lastName: string;
  address: string;
}

export const SITA: Names = { firstName: 'Sita', lastName: 'Rao', address: 'Warangal' };

/** On the login screen: phone, consent, Proceed, then the four digits; lands on /mini-register. */
export async function signInWithOtp(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByLabel('Digit 1 of 4')).toBeVisible();
  const code = await otpFromOutbox(page.request, phone);
  await page.getByLabel('Digit 1 of 4').pressSequentially(code, { delay: 40 });
  await expect(page).toHaveURL(/\/mini-register/);
}

/** On /mini-register: the three fields and Complete Registration (the caller checks where it lands). */
export async function fillMiniRegistration(page: Page, names: Names = SITA) {
  await page.getByLabel('First name').fill(names.firstName);
  await page.getByLabel('Last name').fill(names.lastName);
  await page.getByLabel('City / Village').fill(names.address);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
}

/** OTP sign-in from /login and the mini registration, ending on home. */
export async function signUp(page: Page, phone: string, names: Names = SITA) {
  await page.goto('/login');
  await signInWithOtp(page, phone);
  await fillMiniRegistration(page, names);
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
