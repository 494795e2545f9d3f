// Issue 12 points 1 and 2, where only a browser's layout can tell: a portrait phone photo and two
// 60-character unbroken names, set through /profile/update, leave /profile with a 96x96 round
// picture, no sideways scrolling, and LIVE-side header controls on screen.
import { expect, test, type Page } from '@playwright/test';
import { primeStorage, signInNewUser } from './support/session.ts';

const FIRST = 'A'.repeat(60);
const LAST = 'B'.repeat(60);

/** A 390x844 PNG drawn in the page (sky, a face, a shirt): what a phone's camera roll offers. */
async function portraitPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 390;
    canvas.height = 844;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#4a7ab5';
    g.fillRect(0, 0, 390, 844);
    g.fillStyle = '#e0b090';
    g.fillRect(95, 150, 200, 260);
    g.fillStyle = '#203050';
    g.fillRect(45, 430, 300, 414);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a portrait photo and long names keep /profile inside the screen', async ({ page }) => {
  await page.goto('/about');
  const signedIn = await signInNewUser(page, { completeProfile: true });
  await primeStorage(page, signedIn);

  await page.goto('/profile/update');
  await page.getByRole('textbox', { name: 'First Name' }).fill(`${FIRST}EXTRA`);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(LAST);
  // The inputs stop at the contract's 60 characters.
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(FIRST);
  await page.getByLabel(/Upload photo|Change photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await portraitPng(page) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('title', `${FIRST} ${LAST}`);
  const picture = page.getByRole('img', { name: 'Your profile picture' }).getByTestId('profile-avatar-image');
  await expect(picture).toHaveJSProperty('complete', true);
  const box = await picture.boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({ width: 96, height: 96 });
  // The stored picture is square, so nothing is stretched even before object-fit crops.
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth === img.naturalHeight)).toBe(true);

  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  const menuButton = await page.getByRole('button', { name: 'Open profile menu' }).boundingBox();
  expect(menuButton!.x + menuButton!.width).toBeLessThanOrEqual(viewport.width);
  // The picture covers neither the name nor Edit Profile (it used to spill 112 px below its circle).
  for (const neighbour of [heading, page.getByRole('link', { name: 'Edit Profile' })]) {
    const other = (await neighbour.boundingBox())!;
    const apart = other.x >= box!.x + box!.width || other.x + other.width <= box!.x || other.y >= box!.y + box!.height || other.y + other.height <= box!.y;
    expect(apart).toBe(true);
  }
});
