// Issue 4 journey: full registration on /register (SPEC 2.7). A freshly signed-in user walks the
// region cascade, types the mandal (matched with /mandals/search/), picks the village (pincode and
// address filled by the single suggestion), completes the street through the address suggestions,
// accepts the terms and lands on / with the full profile stored by the server.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { primeStorage, signInNewUser } from './support/session.ts';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-register-${name}.png`), fullPage: true });
}

async function regionId(page: Page, url: string, name: string): Promise<number> {
  const { data } = (await (await page.request.get(url)).json()) as { data: { id: number; name: string }[] };
  const found = data.find((r) => r.name === name);
  expect(found, `${name} in ${url}`).toBeDefined();
  return found!.id;
}

test('a new user completes the full registration through the cascade with a typed mandal', async ({ page }) => {
  await page.goto('/');
  const session = await signInNewUser(page, { completeProfile: false });
  await primeStorage(page, session);
  await page.goto('/register');

  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  // The page also has the header and footer; every field is looked up inside the form.
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Complete Registration' }) });
  // What the mini registration stored is already filled in.
  await expect(form.getByLabel('First name')).toHaveValue('Lakshmi');
  await form.getByLabel('First name').fill('Sravani');
  await form.getByLabel('Last name').fill('Reddy');
  await form.getByRole('textbox', { name: 'Email (optional)' }).fill('sravani@example.com');
  await shot(page, 'start');
  // Nothing chosen yet: the spec's messages, and the focus on the first field in trouble.
  await form.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(form.getByText('State is required')).toBeVisible();
  await expect(form.getByText('Pincode is required')).toBeVisible();
  await expect(form.getByLabel('State')).toBeFocused();
  await shot(page, 'errors');

  // State → district → constituency from the lists.
  await form.getByLabel('State').selectOption({ label: 'Andhra Pradesh' });
  await form.getByLabel('District').selectOption({ label: 'Visakhapatnam' });
  await form.getByLabel('Constituency').selectOption({ label: 'Bheemili' });

  // The mandal is typed; the known name comes back from /mandals/search/.
  await form.getByRole('button', { name: 'Type instead' }).click();
  const mandal = form.getByRole('combobox', { name: 'Mandal' });
  await mandal.fill('bheemuni');
  await page.getByRole('option', { name: 'Bheemunipatnam' }).click();
  await expect(mandal).toHaveValue('Bheemunipatnam');

  // Its villages are listed; choosing one fills the pincode and, as the only suggestion, the address.
  const village = form.getByLabel('Village');
  await expect(village.getByRole('option', { name: 'Tagarapuvalasa' })).toBeAttached();
  await village.selectOption({ label: 'Tagarapuvalasa' });
  await expect(form.getByLabel('Pincode')).toHaveValue('531162');
  const address = form.getByRole('combobox', { name: 'Address' });
  await expect(address).toHaveValue(/^Tagarapuvalasa, Bheemunipatnam Mandal, Visakhapatnam District, Andhra Pradesh/);

  // A street typed after the village is completed with it (after the 300 ms pause), from the keyboard.
  await address.fill('12-4 Beach Road');
  await expect(page.getByRole('option', { name: /^12-4 Beach Road, Tagarapuvalasa/ })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue(/^12-4 Beach Road, Tagarapuvalasa, Bheemunipatnam Mandal/);

  // Submitting without the terms is refused with the spec's words.
  await form.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('You must accept the Terms & Conditions to continue')).toBeVisible();
  await form.getByRole('checkbox').check();
  await shot(page, 'filled');
  await form.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Registration completed successfully!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as Record<string, unknown>;
  expect(stored).toMatchObject({ first_name: 'Sravani', mandal: 'Bheemunipatnam', village: 'Tagarapuvalasa', pincode: '531162' });

  // The server kept the whole form.
  const state = await regionId(page, '/api/frontend/states/', 'Andhra Pradesh');
  const district = await regionId(page, `/api/frontend/districts/?state_id=${state}`, 'Visakhapatnam');
  const constituency = await regionId(page, `/api/frontend/constituencies/?district_id=${district}`, 'Bheemili');
  const profile = await page.request.get(`/users/profile/?phone=${session.phone}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(profile.ok()).toBe(true);
  const { user } = (await profile.json()) as { user: Record<string, unknown> };
  expect(user).toMatchObject({
    first_name: 'Sravani',
    last_name: 'Reddy',
    email: 'sravani@example.com',
    phone: session.phone,
    state,
    district,
    constituency,
    mandal: 'Bheemunipatnam',
    village: 'Tagarapuvalasa',
    pincode: '531162',
  });
  expect(user.address).toMatch(/^12-4 Beach Road, Tagarapuvalasa, Bheemunipatnam Mandal, Visakhapatnam District, Andhra Pradesh/);
  await shot(page, 'home');
});

test('/register without a session goes to /login', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fregister$/);
  await expect(page.getByText('Missing phone number. Please try logging in again.')).toBeVisible();
});
