// GET / carries a preload of the first hero slide's backdrop (issue 13.3: preload the LCP image),
// with the WebP widths and `sizes` the slide's <img> asks for, so the browser fetches it beside the
// script instead of after the hero API. Fails on the old code: / was the plain index.html.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES } from '@ott/contract';
import { invalidateCatalogueCache } from '../../src/features/catalogue/index.ts';
import { heroSlides, videos } from '../../src/lib/db/schema.ts';
import { seededWebApp } from './seeded-web-app.ts';

const t = seededWebApp();

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('GET / preloads the first hero image', () => {
  it("names the first slide's versioned backdrop with its WebP widths, sizes and high priority", async () => {
    const [first] = (await t.app.inject({ url: '/api/videos/hero/' })).json().data as { video_id: number }[];
    const versioned = `/media/art/video-${first!.video_id}/backdrop.0123456789ab.jpg`;
    await t.deps.db.update(videos).set({ posterUrl: versioned.replace('/media/', '') }).where(eq(videos.id, first!.video_id));
    await invalidateCatalogueCache(t.deps.cache);

    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const [link, ...others] = preloads(res.body);
    expect(others).toHaveLength(0);
    expect(attr(link!, 'href')).toBe(versioned);
    expect(attr(link!, 'imagesrcset')).toBe(
      ['640', '960', '1280'].map((w) => `/media/art/video-${first!.video_id}/backdrop.0123456789ab-${w}w.webp ${w}w`).join(', '),
    );
    expect(attr(link!, 'imagesizes')).toBe(HERO_IMAGE_SIZES);
    expect(attr(link!, 'fetchpriority')).toBe('high');
    // In <head>, and the site's default link-preview tags are kept.
    expect(res.body.indexOf(link!)).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toContain('<meta property="og:site_name" content="TeluguTV+" />');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('sends the page without a preload when there is no hero slide', async () => {
    await t.deps.db.update(heroSlides).set({ isActive: false });
    await invalidateCatalogueCache(t.deps.cache);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toHaveLength(0);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
