#!/usr/bin/env node
// First-frame benchmark: time from pressing Full Video to the first rendered frame, in Debian's
// Chromium against a running server (`npm start` or the E2E server). Reads the player's own
// measurement (`data-first-frame-ms`). Usage: node scripts/bench-first-frame.mjs [baseUrl] [runs]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[3] ?? 7);
const [free] = await (await fetch(`${base}/api/videos/?video_type=free&limit=1`)).json();
if (!free) throw new Error('no free video in the catalogue');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});
const samples = [];
for (let i = 0; i < runs; i++) {
  // A fresh context per run: nothing cached from the previous run.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/movie/${free.id}`);
  await page.getByRole('button', { name: 'Full Video' }).click();
  const video = page.locator('video[data-first-frame-ms]');
  await video.waitFor({ state: 'attached', timeout: 30_000 });
  samples.push(Number(await video.getAttribute('data-first-frame-ms')));
  await context.close();
}
await browser.close();
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
console.log(`first frame after Full Video (ms), ${runs} fresh contexts: ${samples.join(', ')}`);
console.log(`median ${median} ms, best ${samples[0]} ms, worst ${samples.at(-1)} ms`);
