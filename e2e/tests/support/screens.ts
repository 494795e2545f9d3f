// Screenshots of a journey, named by project ('desktop-…', 'mobile-…') under artifacts/screens.
import path from 'node:path';
import { test, type Page } from '@playwright/test';

export async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../../artifacts/screens', `${project}-${name}.png`) });
}
