// Issue 4 library journeys: the watchlist across pages (details toggle, My List menu, /watchlist
// Remove), continue watching (play a free title, close, Resume from where it stopped, the profile
// and home rows) and the profile picture upload on /profile/update.
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { firstVideoOfType, primeStorage, signInNewUser } from './support/session.ts';

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts/screens', `${project}-${name}.png`) });
}

async function signedInAt(page: Page, to: string) {
  await page.goto('/');
  const session = await signInNewUser(page, { completeProfile: true });
  await primeStorage(page, session);
  await page.goto(to);
  return session;
}

const titleText = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Profile' }).click();
  else await page.getByRole('button', { name: 'Open profile menu' }).click();
  return page.getByRole('dialog', { name: 'Account menu' });
}

/** A small real PNG (8x8, one colour), built here so the test carries no binary fixture. */
function makePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [229, 9, 20]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a title added on its page is on My List, removed there, and the page shows it is no longer listed', async ({ page, isMobile }) => {
  const free = await firstVideoOfType(page.request, 'free');
  await signedInAt(page, `/movie/${free.id}`);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();

  // The menu's My List opens /watchlist (ARCHITECTURE 5).
  await (await openMenu(page, isMobile)).getByRole('link', { name: 'My List' }).click();
  await expect(page).toHaveURL('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  const card = page.getByRole('article', { name: titleText(free.title) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Watch Now/ })).toHaveAttribute('href', `/movie/${free.id}`);
  await expect(card.getByText(/^\d{4} · (\d+h)?\s?(\d+m)?$/)).toBeVisible();
  await shot(page, 'library-01-watchlist');

  await card.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('Your watchlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Videos' })).toHaveAttribute('href', '/');
  await shot(page, 'library-02-watchlist-empty');

  await page.goto(`/movie/${free.id}`);
  await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
});

test('a half-watched free title resumes where it stopped and shows under Continue Watching', async ({ page }) => {
  const free = await firstVideoOfType(page.request, 'free');
  await signedInAt(page, `/movie/${free.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const video = page.locator('video[data-first-frame-ms]');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  // Demo clips run 20-30 s: watch about a third, then close the player.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(9);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: titleText(free.title) })).toHaveCount(0);

  // Saved on close (keepalive): the server now holds the position.
  let saved = 0;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/watch-progress/${free.id}/`);
        const body = (await res.json()) as { progress: { position: number } | null };
        saved = body.progress?.position ?? 0;
        return saved;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(8);

  const resume = page.getByRole('button', { name: /^Resume from \d+:\d{2}$/ });
  await expect(resume).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  await shot(page, 'library-03-movie-resume');

  await resume.click();
  const resumed = page.locator('video[data-first-frame-ms]');
  await expect(resumed).toHaveCount(1, { timeout: 30_000 });
  const startedAt = await resumed.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(startedAt).toBeGreaterThanOrEqual(saved - 2);
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  const continueWatching = page.getByRole('region', { name: 'Continue Watching' });
  const card = continueWatching.getByRole('link', { name: new RegExp(`^Continue watching ${titleText(free.title).source}`, 'i') });
  await expect(card).toHaveAttribute('href', `/movie/${free.id}`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'library-04-profile-continue-watching');

  await page.goto('/');
  const homeRow = page.getByRole('region', { name: 'Continue Watching' });
  await expect(homeRow.getByRole('link').first()).toBeVisible();
  await homeRow.scrollIntoViewIfNeeded();
  await shot(page, 'library-07-home-continue-watching');
});

test('a profile picture uploaded on /profile/update becomes the avatar', async ({ page }) => {
  await signedInAt(page, '/profile/update');
  const picker = page.getByLabel('Upload photo');
  await picker.setInputFiles({ name: 'not-an-image.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  const pictureSection = page.getByRole('region', { name: 'Profile Picture' });
  await expect(pictureSection.getByRole('alert')).toHaveText('Please upload a JPEG, PNG or WebP image up to 2 MB');

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expect(pictureSection.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  await expect(pictureSection.getByRole('alert')).toHaveCount(0);
  await shot(page, 'library-05-picture-preview');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/profile', { timeout: 10_000 });

  const avatar = page.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toBeVisible();
  const image = avatar.locator('img');
  // Stored as square WebP sizes under one content hash (issue 12 point 1), never the file as sent.
  await expect(image).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-512\.webp$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.naturalWidth === img.naturalHeight : null)))
    .toBe(true);
  await shot(page, 'library-06-profile-avatar');
});
