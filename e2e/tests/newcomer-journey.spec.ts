// The newcomer journey of issue 2: open home, sign in with the code from the development outbox,
// complete the mini registration, open a free movie and watch it play.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

function randomPhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-${name}.png`) });
}

test('a newcomer signs in, registers and plays a free movie', async ({ page, request, isMobile }) => {
  const phone = randomPhone();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Recently Added/i }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Free Videos/i }).first()).toBeVisible();
  await shot(page, '01-home');

  // Sign in from the header (desktop) or the bottom-nav profile menu (mobile).
  if (isMobile) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: /profile/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  }
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Mobile number').fill('12345');
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await expect(page.getByRole('img', { name: 'Valid mobile number' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please accept the terms to continue')).toBeVisible();
  await page.getByRole('checkbox').check();
  await shot(page, '02-login-phone');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByLabel('Digit 1 of 4')).toBeVisible();
  const outbox = await request.get(`/dev/outbox?phone=${phone}`);
  expect(outbox.ok()).toBeTruthy();
  const { code } = (await outbox.json()) as { code: string };
  expect(code).toMatch(/^\d{4}$/);
  await shot(page, '03-login-otp');
  // Typing all four digits submits by itself after 300 ms (SPEC 4 'Login flow').
  await page.getByLabel('Digit 1 of 4').pressSequentially(code, { delay: 40 });

  await expect(page).toHaveURL(/\/mini-register/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Ravi');
  await page.getByLabel('Last name').fill('Kumar');
  await page.getByLabel('City / Village').fill('Guntur');
  await shot(page, '04-mini-register');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Open a free movie from the catalogue and play it.
  const listing = await request.get('/api/videos/?video_type=free&limit=1');
  const [free] = (await listing.json()) as { id: number; title: string }[];
  expect(free).toBeDefined();
  await page.goto(`/movie/${free!.id}`);
  await expect(page.getByRole('button', { name: 'Full Video' })).toBeVisible();
  await shot(page, '05-movie-details');
  await page.getByRole('button', { name: 'Full Video' }).click();

  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(start + 1);
  const firstFrameMs = Number(await video.getAttribute('data-first-frame-ms'));
  test.info().annotations.push({ type: 'first-frame-ms', description: String(firstFrameMs) });
  console.log(`[${test.info().project.name}] first frame after ${firstFrameMs} ms`);
  expect(firstFrameMs).toBeGreaterThan(0);
  await shot(page, '06-playing');
});
