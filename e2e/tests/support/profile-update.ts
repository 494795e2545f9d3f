// /profile/update (SPEC 2.16) as the payment gate sends an incomplete profile there: the first
// state, district and constituency, then Submit.
import { expect, type Page } from '@playwright/test';

export async function completeLocationOnProfileUpdate(page: Page) {
  for (const level of ['State', 'District', 'Constituency']) {
    const select = page.getByRole('combobox', { name: level, exact: true });
    await expect(select.locator('option')).not.toHaveCount(1, { timeout: 10_000 });
    await select.selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
}
