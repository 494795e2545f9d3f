// Issue 6 hero carousel (SPEC 4 'Hero carousel', SPEC 9 'Hero'): swipes change the slide (touch on
// the mobile project, a mouse drag on desktop), a short drag snaps back, the shared mute, and the
// autoplay advance when the active slide's promo video ends.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';

const hero = (page: Page) => page.getByTestId('hero-carousel');

/** A horizontal drag across the hero's middle by `dx` px over `ms`, by touch or by mouse. */
async function drag(page: Page, carousel: Locator, dx: number, ms: number, touch: boolean) {
  const box = (await carousel.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.35;
  const steps = 10;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / steps, y }] });
      await page.waitForTimeout(ms / steps);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x + (dx * i) / steps, y);
    await page.waitForTimeout(ms / steps);
  }
  await page.mouse.up();
}

test('swipes left and right change the slide and a short drag snaps back', async ({ page, hasTouch }) => {
  // Reduced motion holds autoplay still, so only the gestures below can move the slides.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = hero(page);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  expect(count).toBeGreaterThan(2);
  const width = (await carousel.boundingBox())!.width;

  await drag(page, carousel, -width * 0.5, 500, hasTouch);
  await expect(carousel).toHaveAttribute('data-active-index', '1');
  await drag(page, carousel, width * 0.5, 500, hasTouch);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
  await drag(page, carousel, width * 0.5, 500, hasTouch); // wraps to the last slide
  await expect(carousel).toHaveAttribute('data-active-index', String(count - 1));
  await drag(page, carousel, -width * 0.5, 500, hasTouch);
  await expect(carousel).toHaveAttribute('data-active-index', '0');

  // 40 px slowly: a drag (over 20 px) below 30 % of the width and no flick; nor is it a tap.
  await drag(page, carousel, -40, 800, hasTouch);
  await page.waitForTimeout(300);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
  await expect(page).toHaveURL(/\/$/);
  const first = carousel.locator('[data-active="true"]');
  await expect(first).toHaveAttribute('style', /translateX\(calc\(0% \+ 0px\)\)/);
  await shot(page, 'hero-01-swiped');

  if (hasTouch) {
    // SPEC 4: on a narrow screen a tap on the slide opens the movie.
    await first.tap({ position: { x: 40, y: 80 } });
    await expect(page).toHaveURL(/\/movie\/\d+$/);
  }
});

test('the promo plays muted, the slide advances when it ends, and one mute serves every slide', async ({ page }) => {
  await page.goto('/');
  const carousel = hero(page);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
  const video = carousel.getByTestId('hero-video');
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), { timeout: 30_000 }).toBe(true);
  // Paused, the promo cannot reach its natural end; so the advance below can only come from the seek.
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await shot(page, 'hero-02-promo');
  await page.waitForTimeout(1000);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.2;
    await v.play();
  });
  await expect(carousel).toHaveAttribute('data-active-index', '1', { timeout: 4000 });

  // The next slide's promo takes over, still muted; the one toggle unmutes it and is remembered.
  const next = carousel.getByTestId('hero-video');
  await expect.poll(() => next.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && v.muted), { timeout: 30_000 }).toBe(true);
  await carousel.getByRole('button', { name: 'Unmute video' }).click();
  await expect(carousel.getByRole('button', { name: 'Mute video' })).toBeVisible();
  expect(await next.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('videoMuted'))).toBe('false');
  await carousel.getByRole('button', { name: 'Mute video' }).click();
  expect(await next.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('videoMuted'))).toBe('true');
});
