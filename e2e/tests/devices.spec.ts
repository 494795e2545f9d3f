// Issue 4 'deactivate a device' (SPEC 2.15 Device Management, SPEC 7 devices-info and
// deactivate-device): a viewer signed in on a TV and a phone as well as this browser turns the TV
// off from the profile; the list and the server agree afterwards.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { primeStorage, signInNewUser } from './support/session.ts';

test('a viewer deactivates another of their devices from the profile', async ({ page }) => {
  await page.goto('/');
  const viewer = await signInNewUser(page, { completeProfile: true });
  const headers = { Authorization: `Bearer ${viewer.token}`, 'X-CSRFToken': viewer.csrfToken };
  for (const device of [
    { device_type: 'tv', device_name: 'Living Room TV', device_id: 'e2e-tv-0001', device_model: 'Bravia', os_version: 'Android TV 12' },
    { device_type: 'mobile', device_name: 'Pixel Phone', device_id: 'e2e-phone-0001', device_model: 'Pixel 7', os_version: 'Android 14' },
  ]) {
    const res = await page.request.post('/devices/', { data: { ...device, app_version: '1.0.17' }, headers });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await primeStorage(page, viewer);
  await page.goto('/profile');

  const section = page.locator('#devices');
  await expect(section.getByText('Living Room TV')).toBeVisible();
  await expect(section.getByText('Pixel Phone')).toBeVisible();
  await section.getByRole('button', { name: 'Deactivate Living Room TV' }).click();
  await expect(page.getByText('Device deactivated successfully')).toBeVisible();
  // The list reloads: the TV is inactive and can no longer be deactivated; the phone still can.
  await expect(section.getByRole('button', { name: 'Deactivate Living Room TV' })).toHaveCount(0);
  await expect(section.getByRole('listitem').filter({ hasText: 'Living Room TV' }).getByText('Inactive')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Deactivate Pixel Phone' })).toBeVisible();
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${test.info().project.name}-devices-01-deactivated.png`) });

  const info = (await (await page.request.get(`/users/devices-info/?phone=${viewer.phone}`, { headers })).json()) as {
    devices: { device_name: string; is_active: boolean }[];
  };
  expect(info.devices.find((d) => d.device_name === 'Living Room TV')?.is_active).toBe(false);
  expect(info.devices.find((d) => d.device_name === 'Pixel Phone')?.is_active).toBe(true);
});
