// Screenshots of a journey, named by project ('desktop-…', 'mobile-…') under artifacts/screens, and
// the check that a screen fits its viewport's width.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

export async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../../artifacts/screens', `${project}-${name}.png`) });
}

/** The page never scrolls sideways: nothing is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${page.url()} is wider than the ${width} px screen` })
    .toBeLessThanOrEqual(width);
}
