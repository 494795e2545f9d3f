// Issue 3/4 journeys on the rent screen and the profile: an incomplete profile is sent to
// /profile/update before paying; a complete one rents a rental title through the sandbox
// checkout (UPI success), lands back on the movie and plays it; the profile lists the device.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

function randomPhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-${name}.png`) });
}

/** OTP sign-in with the development outbox, then the mini registration. */
async function signUp(page: Page, phone: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByLabel('Digit 1 of 4')).toBeVisible();
  const outbox = await page.request.get(`/dev/outbox?phone=${phone}`);
  const { code } = (await outbox.json()) as { code: string };
  await page.getByLabel('Digit 1 of 4').pressSequentially(code, { delay: 40 });
  await expect(page).toHaveURL(/\/mini-register/);
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Kumar');
  await page.getByLabel('City / Village').fill('Guntur');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Fills the location fields the rental gate needs (SPEC 5 'Rental pay') through the full registration call. */
async function completeLocation(page: Page, phone: string) {
  const status = await page.evaluate(async (phone) => {
    const read = async (url: string) => ((await (await fetch(url)).json()) as { data: { id: number }[] }).data[0]!.id;
    const state = await read('/api/frontend/states/');
    const district = await read(`/api/frontend/districts/?state_id=${state}`);
    const constituency = await read(`/api/frontend/constituencies/?district_id=${district}`);
    const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.split('=')[1] ?? '';
    const res = await fetch('/users/complete-registration/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf, Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ first_name: 'Ravi', last_name: 'Kumar', address: 'Main Road', phone, state, district, constituency, mandal: 'Guntur East', village: 'Guntur', pincode: '522001' }),
    });
    return res.status;
  }, phone);
  expect(status).toBe(200);
}

async function rentalTitle(page: Page): Promise<{ id: number; title: string }> {
  const listing = await page.request.get('/api/videos/?video_type=rental&limit=1');
  const [rental] = (await listing.json()) as { id: number; title: string }[];
  expect(rental).toBeDefined();
  return rental!;
}

test('an incomplete profile is sent to /profile/update before renting', async ({ page }) => {
  await signUp(page, randomPhone());
  const rental = await rentalTitle(page);
  await page.goto(`/movie/${rental.id}/rent`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Please complete your profile details first')).toBeVisible();
  await expect(page).toHaveURL(`/profile/update?redirect=${encodeURIComponent(`/movie/${rental.id}/rent`)}`);
});

test('a viewer rents a rental title with UPI, returns to the movie and plays it', async ({ page }) => {
  const phone = randomPhone();
  await signUp(page, phone);
  await completeLocation(page, phone);
  const rental = await rentalTitle(page);

  await page.goto(`/movie/${rental.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const popup = page.getByRole('dialog', { name: 'Rent to Watch' });
  await expect(popup).toBeVisible();
  await popup.getByRole('link', { name: /^Rent for ₹/ }).click();
  await expect(page).toHaveURL(`/movie/${rental.id}/rent`);
  await expect(page.getByText(/Days? Rental$/)).toBeVisible();
  await shot(page, 'rent-01-screen');

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.frameLocator('iframe');
  await expect(checkout.getByText(/^Rent .+ for \d+ days$/)).toBeVisible();
  await shot(page, 'rent-02-checkout');
  await checkout.locator('#pay').click();

  await expect(page.getByText('Payment successful! You can now watch the movie.')).toBeVisible();
  await expect(page).toHaveURL(`/movie/${rental.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 0.5);
  await expect(page.getByRole('dialog', { name: 'Rent to Watch' })).toBeHidden();
  await shot(page, 'rent-03-playing');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership Details' }).getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Device Management' }).getByText('This device')).toBeVisible();
  await shot(page, 'profile-01');
});
