// Issue 6 welcome popup (SPEC 2.22, 4 'Popup', 9): in a browser that has never seen it, the popup
// from /popup-config.json shows after its delay, blocks the page scroll, and once closed
// (popupShown) never shows again in that browser.
import { expect, test } from '@playwright/test';
import { shot } from './support/screens.ts';

// A fresh browser: without the suite's popupShown priming (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

test('the welcome popup shows after its delay, once per browser', async ({ page }) => {
  const config = (await (await page.request.get('/popup-config.json')).json()) as {
    popupContent: { title: string; buttonText: string; closeButtonText: string | null };
    popupSettings: { delay: number; showOnPages: string[] };
  };
  expect(config.popupSettings.showOnPages).toContain('/');
  const { title, buttonText, closeButtonText } = config.popupContent;

  await page.goto('/');
  const opened = Date.now();
  const popup = page.getByRole('dialog', { name: title });
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await expect(popup).toBeVisible({ timeout: config.popupSettings.delay + 10_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(config.popupSettings.delay - 500);
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBeNull();
  await expect(popup.getByRole('button', { name: buttonText })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expect(popup.locator('img')).toHaveJSProperty('complete', true);
  await shot(page, 'popup-01-welcome');

  await popup.getByRole('button', { name: closeButtonText ?? 'Close' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBe('true');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await page.reload();
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await page.waitForTimeout(config.popupSettings.delay + 2000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes the dismissible popup and remembers it', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBe('true');
});
