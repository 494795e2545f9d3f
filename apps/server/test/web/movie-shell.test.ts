// /movie/{id} carries a static first paint of its backdrop inside <div id="root"> (issue 13.3: the
// LCP image painted before any JavaScript), with the page's WebP srcset and sizes, escaped; an
// unknown title keeps the plain root. Fails on the old code: the root was always empty.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOVIE_BACKDROP_SIZES } from '@ott/contract';
import { invalidateCatalogueCache } from '../../src/features/catalogue/index.ts';
import { videos } from '../../src/lib/db/schema.ts';
import { seededWebApp } from './seeded-web-app.ts';

const t = seededWebApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'tv.example.in', ...headers } });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? null;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('GET /movie/{id} paints the backdrop without JavaScript', () => {
  it('puts the backdrop <img> with its WebP srcset, sizes and high priority inside #root', async () => {
    const versioned = `/media/art/video-2/backdrop.0123456789ab.jpg`;
    await t.deps.db.update(videos).set({ posterUrl: versioned.replace('/media/', '') }).where(eq(videos.id, 2));
    await invalidateCatalogueCache(t.deps.cache);

    const res = await page('/movie/2');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-paint="movie"');
    const img = /<img [^>]*>/.exec(root!)![0];
    expect(attr(img, 'src')).toBe(versioned);
    expect(attr(img, 'srcset')).toBe(
      ['640', '960', '1280'].map((w) => `/media/art/video-2/backdrop.0123456789ab-${w}w.webp ${w}w`).join(', '),
    );
    expect(attr(img, 'sizes')).toBe(MOVIE_BACKDROP_SIZES);
    expect(attr(img, 'fetchpriority')).toBe('high');
    // The box is the details hero's (movie-hero.tsx), styled by the built CSS.
    expect(root).toContain('relative h-[56vh] min-h-[300px] md:absolute md:inset-0 md:h-auto');

    const again = await page('/movie/2', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('escapes the image URL', async () => {
    await t.deps.db.update(videos).set({ posterUrl: `x.jpg"><script>alert(1)</script>` }).where(eq(videos.id, 3));
    await invalidateCatalogueCache(t.deps.cache);
    const res = await page('/movie/3');
    expect(rootOf(res.body)).toContain('src="/media/x.jpg&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('keeps the plain root for an unknown title', async () => {
    const res = await page('/movie/999999');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-first-paint');
  });
});
