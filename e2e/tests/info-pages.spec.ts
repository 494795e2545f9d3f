// Issue 4 info screens (SPEC 2.1, 2.4, 2.21; ARCHITECTURE 5): /about and /contact with real content,
// the three legal pages open to everyone with today's date, /downloads for signed-in users only,
// and the footer and profile menu links all landing on real screens.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { primeStorage, signInNewUser } from './support/session.ts';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-${name}.png`), fullPage: true });
}

const today = (locale: string) => new Date().toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });

test('a visitor reads about, contact and the legal pages', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About TeluguTV+' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plans from ₹365/year' })).toBeVisible();
  await shot(page, 'info-01-about');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'support@telugutv.in' })).toHaveAttribute('href', 'mailto:support@telugutv.in');
  await expect(main.getByRole('link', { name: '+91 40 4000 1234' })).toHaveAttribute('href', 'tel:+914040001234');
  await main.getByText('What plans are there?').click();
  await expect(main.getByRole('link', { name: 'See the plans and prices' })).toBeVisible();
  await shot(page, 'info-02-contact');

  for (const [link, title] of [
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
    ['Cookie Policy', 'Cookie Policy'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today('en-IN')}`)).toBeVisible();
  }
  await shot(page, 'info-03-cookie-policy');

  // In Telugu the date is written in Telugu too.
  await page.getByRole('button', { name: 'తెలుగు' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'కుకీ విధానం' })).toBeVisible();
  await expect(page.getByText(`చివరిగా నవీకరించబడింది: ${today('te-IN')}`)).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
});

test('the legal pages and help stay open when browsing needs a sign-in; downloads need one', async ({ page }) => {
  // The deployment setting REQUIRE_LOGIN_TO_BROWSE, as the server's app config would report it.
  await page.route('**/api/app-config/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), require_login_to_browse: true } });
  });
  for (const [url, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/contact', 'Contact Us'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(url);
  }
  await page.goto('/about');
  await expect(page).toHaveURL('/login?redirect=%2Fabout');

  await page.goto('/downloads');
  await expect(page).toHaveURL('/login?redirect=%2Fdownloads');
});

test('a signed-in user finds help, terms, offers and downloads in the menu and every footer link works', async ({ page, isMobile }) => {
  await page.goto('/');
  const session = await signInNewUser(page, { completeProfile: false });
  await primeStorage(page, session);
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  // Issue 18.3: the offline downloads of this device (none yet for a new viewer).
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await shot(page, 'info-04-downloads');

  const openMenu = async () => {
    if (isMobile) await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Profile' }).click();
    else await page.getByRole('button', { name: 'Open profile menu' }).click();
    return page.getByRole('dialog', { name: 'Account menu' });
  };
  for (const [item, url, heading] of [
    ['Help', '/contact', 'Contact Us'],
    ['Terms and Conditions', '/terms-of-service', 'Terms of Service'],
  ] as const) {
    await (await openMenu()).getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await (await openMenu()).getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL('/plans');

  // Every footer link opens a real screen, never the not-found page.
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
  const hrefs = await footer.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(14);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
  // Careers and Press are sections of /about.
  await page.goto('/about#press');
  await expect(page.getByRole('heading', { level: 2, name: 'Press' })).toBeInViewport();
  // Devices lands on the profile's Device Management section, not the top of /profile.
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL('/profile#devices');
  await expect(page.getByRole('heading', { level: 2, name: 'Device Management' })).toBeInViewport();
});
