// GET /plans (issue 13): a static first paint of the top of the page inside <div id="root"> (the
// LCP subtitle painted before any JavaScript) in the viewer's language (the `lang` cookie), with
// the class names of the React page, and the public plan list as JSON for React's first render.
// Fails on the old code: /plans was the plain index.html with an empty root.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS_ELEMENT_ID, PLANS_PAGE_TEXT } from '@ott/contract';
import { PLANS_CACHE } from '../../src/features/payments/index.ts';
import * as shell from '../../src/features/plans-page/plans-shell.ts';
import { plans } from '../../src/lib/db/schema.ts';
import { seededWebApp } from './seeded-web-app.ts';

const t = seededWebApp();

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="module"[^>]*><\/script>\s*)?<\/body>/.exec(html)?.[1] ?? null;
const textOf = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(html)?.[1];
const linkText = (html: string) => /<a [^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/a>/.exec(html)?.[1];
const jsonOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${PLANS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];

afterEach(() => vi.restoreAllMocks());

describe('GET /plans paints the top of the page without JavaScript', () => {
  it('puts the link, title and subtitle in English inside #root, hidden from assistive technology', async () => {
    const res = await t.app.inject({ url: '/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const root = rootOf(res.body)!;
    expect(root).toMatch(/^<div data-first-paint="plans" aria-hidden="true">/);
    expect(linkText(root)).toBe(PLANS_PAGE_TEXT.en.backToHome);
    expect(textOf(root, 'h1')).toBe('Premium Plans Available');
    expect(textOf(root, 'p')).toBe('Unlimited Telugu movies, shows and live TV. Pick the plan that suits you.');
    expect(res.body).toContain('<html lang="en"');
    // The boxes are React's: the very class strings of the page (the built CSS styles them).
    expect(root).toContain(`<h1 class="${shell.TITLE}">`);
    expect(root).toContain(`<p class="${shell.SUBTITLE}">`);
    // The room of the plan cards, one per plan, so nothing below moves when React takes over.
    expect(root.split(`<div class="${shell.CARD_ROOM}"></div>`)).toHaveLength(4);
    // No focusable link inside the aria-hidden shell.
    expect(root).toContain('<a href="/" tabindex="-1"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    const again = await t.app.inject({ url: '/plans', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/plans' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps any query string (?plan, redirect, video_id)', async () => {
    const res = await t.app.inject({ url: '/plans?plan=2&redirect=%2Fmovie%2F3&video_id=3' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('data-first-paint="plans"');
  });

  it('paints in Telugu with the cookie lang=te, and in English for any other value', async () => {
    const te = await t.app.inject({ url: '/plans', cookies: { lang: 'te' } });
    const root = rootOf(te.body)!;
    expect(linkText(root)).toBe('హోమ్‌కు తిరిగి వెళ్ళండి');
    expect(textOf(root, 'h1')).toBe('ప్రీమియం ప్లాన్‌లు అందుబాటులో ఉన్నాయి');
    expect(textOf(root, 'p')).toBe(PLANS_PAGE_TEXT.te.plansSubtitle);
    expect(te.body).toContain('<html lang="te"');
    // Another language, another body: a different ETag, so a cached English page is not reused.
    const en = await t.app.inject({ url: '/plans', cookies: { lang: 'en' } });
    expect(te.headers.etag).not.toBe(en.headers.etag);
    for (const lang of ['en', 'fr', 'te"><script>', '']) {
      const res = await t.app.inject({ url: '/plans', cookies: { lang } });
      expect(textOf(rootOf(res.body)!, 'h1')).toBe(PLANS_PAGE_TEXT.en.plansTitle);
      expect(res.body).toContain('<html lang="en"');
      expect(res.body).not.toContain('<script>"');
    }
  });

  it('carries the public plan list exactly as the API answers it, `<` escaped', async () => {
    const name = 'Gold </script><script>alert(1)</script> & "Co"';
    await t.deps.db.update(plans).set({ name }).where(eq(plans.id, 1));
    await t.deps.db.update(plans).set({ isActive: false }).where(eq(plans.id, 3));
    await t.deps.cache.invalidate(PLANS_CACHE);

    const res = await t.app.inject({ url: '/plans' });
    const json = jsonOf(res.body);
    expect(json).toContain('Gold \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(res.body).not.toContain('<script>alert(1)');
    const api = (await t.app.inject({ url: '/users/api/subscription-plans/' })).json() as { plans: { name: string }[] };
    expect(JSON.parse(json!)).toEqual(api.plans);
    expect(api.plans.map((p) => p.name)[0]).toBe(name);
    // Two active plans: the room of two cards.
    expect(rootOf(res.body)!.split(`<div class="${shell.CARD_ROOM}"></div>`)).toHaveLength(3);
    // In <head>, before the page's own markup.
    expect(res.body.indexOf(`id="${PLANS_ELEMENT_ID}"`)).toBeLessThan(res.body.indexOf('</head>'));

    await t.deps.db.update(plans).set({ name: 'Basic Plan' }).where(eq(plans.id, 1));
    await t.deps.db.update(plans).set({ isActive: true }).where(eq(plans.id, 3));
    await t.deps.cache.invalidate(PLANS_CACHE);
  });

  it('serves the list from the cache until the plans namespace is dropped', async () => {
    await t.app.inject({ url: '/plans' });
    await t.deps.db.update(plans).set({ name: 'Renamed' }).where(eq(plans.id, 1));
    expect(jsonOf((await t.app.inject({ url: '/plans' })).body)).not.toContain('Renamed');
    await t.deps.cache.invalidate(PLANS_CACHE);
    expect(jsonOf((await t.app.inject({ url: '/plans' })).body)).toContain('Renamed');
    await t.deps.db.update(plans).set({ name: 'Basic Plan' }).where(eq(plans.id, 1));
    await t.deps.cache.invalidate(PLANS_CACHE);
  });

  it('sends the page without the list after 500 ms when the lookup hangs, and when it fails', async () => {
    const wrap = t.deps.cache.wrap.bind(t.deps.cache);
    const spy = vi.spyOn(t.deps.cache, 'wrap').mockImplementation(((ns: string, ...rest: unknown[]) =>
      ns === PLANS_CACHE ? new Promise(() => undefined) : (wrap as (...a: unknown[]) => unknown)(ns, ...rest)) as typeof wrap);
    const started = Date.now();
    const slow = await t.app.inject({ url: '/plans', cookies: { lang: 'te' } });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(3000);
    expect(slow.statusCode).toBe(200);
    expect(slow.body).not.toContain(`id="${PLANS_ELEMENT_ID}"`);
    // The texts need no lookup: the top still paints, with the skeleton's three cards of room.
    expect(textOf(rootOf(slow.body)!, 'h1')).toBe(PLANS_PAGE_TEXT.te.plansTitle);
    expect(rootOf(slow.body)!.split(`<div class="${shell.CARD_ROOM}"></div>`)).toHaveLength(4);

    spy.mockImplementation((() => Promise.reject(new Error('database down'))) as typeof wrap);
    const failed = await t.app.inject({ url: '/plans' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain(`id="${PLANS_ELEMENT_ID}"`);
    expect(rootOf(failed.body)).toContain('data-first-paint="plans"');
  });
});

describe('the shell keeps the class strings of the React page', () => {
  const web = path.join(import.meta.dirname, '../../../web/src');
  const source = (file: string) => fs.readFileSync(path.join(web, file), 'utf8');

  it('uses the classes of plans-route.tsx, plan-card.tsx, plans-skeleton.tsx and the app shell', () => {
    const route = source('features/payments/routes/plans-route.tsx');
    for (const cls of [shell.PAGE, shell.BACK_LINK, shell.HEADER, shell.TITLE, shell.SUBTITLE]) {
      expect(route).toContain(`className="${cls}"`);
    }
    expect(route).toContain('className="mt-10"');
    const card = source('features/payments/components/plan-card.tsx');
    expect(card).toContain(`PLAN_GRID = '${shell.PLAN_GRID}'`);
    expect(shell.CARD_ROOM).toContain(/PLAN_CARD_FRAME = '([^']+)'/.exec(card)![1]);
    expect(shell.CARD_ROOM).toContain(/PLAN_CARD_MIN_HEIGHT = '([^']+)'/.exec(card)![1]);
    expect(source('features/payments/components/plans-skeleton.tsx')).toContain(`PAY_BAR_PLACE = '${shell.PAY_BAR_PLACE}'`);
    expect(source('features/shell/root-layout.tsx')).toContain("'min-h-[70vh] outline-none', !handle.overlayHeader && 'pt-16'");
    const header = source('features/shell/components/header.tsx');
    expect(header).toContain("'fixed inset-x-0 top-0 z-40 ");
    expect(header).toContain("'bg-bg/95 shadow-lg shadow-black/40 backdrop-blur-md'");
  });
});
