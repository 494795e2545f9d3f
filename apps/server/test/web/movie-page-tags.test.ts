// /movie/{id} as a link-preview crawler sees it (issue 12, SPEC 2.12 'Test Social Media Preview'):
// plain GETs, no JavaScript. A published title gets its own Open Graph and Twitter card tags,
// escaped; anything else (unknown, unpublished, junk id) gets index.html's defaults, never a 500.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateCatalogueCache } from '../../src/features/catalogue/index.ts';
import { movieIdOf } from '../../src/features/catalogue/movie-page-card.ts';
import { videos } from '../../src/lib/db/schema.ts';
import { seededWebApp } from './seeded-web-app.ts';

const t = seededWebApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'tv.example.in', 'user-agent': 'facebookexternalhit/1.1', ...headers } });

/** Every `content` of a meta tag with this property or name, as written in the HTML. */
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)].filter((m) => m[1] === key).map((m) => m[2]);
const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const one = (html: string, key: string) => {
  const found = metas(html, key);
  expect(found, key).toHaveLength(1);
  return decode(found[0]!);
};

async function setVideo(id: number, fields: Partial<typeof videos.$inferInsert>) {
  await t.deps.db.update(videos).set(fields).where(eq(videos.id, id));
  await invalidateCatalogueCache(t.deps.cache);
}

describe('GET /movie/{id} link-preview tags', () => {
  it('carries the title, description, absolute poster and canonical URL of a published title', async () => {
    const [video] = await t.deps.db.select().from(videos).where(eq(videos.id, 1));
    const res = await page('/movie/1?utm_source=whatsapp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    // Still the SPA: its mount point, holding the backdrop's first paint (movie-shell.test.ts).
    expect(html).toContain('<div id="root"><div data-first-paint="movie"');
    expect(one(html, 'og:title')).toBe(video!.title);
    expect(one(html, 'twitter:title')).toBe(video!.title);
    expect(one(html, 'og:description')).toBe(video!.description);
    expect(one(html, 'twitter:description')).toBe(video!.description);
    expect(one(html, 'og:type')).toBe('video.movie');
    expect(one(html, 'og:site_name')).toBe('TeluguTV+');
    expect(one(html, 'og:url')).toBe('http://tv.example.in/movie/1');
    expect(html).toContain('<link rel="canonical" href="http://tv.example.in/movie/1" />');
    // Stored relative to the media origin (issue 14): under MEDIA_BASE_URL (/media), made absolute.
    expect(one(html, 'og:image')).toBe(`http://tv.example.in/media/${video!.posterUrl}`);
    expect(one(html, 'twitter:image')).toBe(one(html, 'og:image'));
    expect(one(html, 'twitter:card')).toBe('summary_large_image');
    // The page's own tags replace index.html's defaults: one of each, inside <head>.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(metas(html, 'og:type')).toEqual(['video.movie']);
  });

  it('answers a HEAD (link checkers and some crawlers ask first) like the GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/movie/1', headers: { host: 'tv.example.in' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
    const home = await t.app.inject({ method: 'HEAD', url: '/plans' });
    expect(home.statusCode).toBe(200);
  });

  it('escapes quotes, markup and ampersands in titles and descriptions', async () => {
    const title = `Tom "Tiger" <b>Nageswara</b> & Sons's`;
    const description = `A story </title><script>alert(1)</script> "quoted" & more`;
    await setVideo(2, { title, description });
    const html = (await page('/movie/2')).body;
    expect(one(html, 'og:title')).toBe(title);
    expect(one(html, 'og:description')).toBe(description);
    expect(html).not.toContain('<b>Nageswara');
    expect(html).not.toContain('<script>alert(1)');
    expect(metas(html, 'og:title')[0]).toBe('Tom &quot;Tiger&quot; &lt;b&gt;Nageswara&lt;/b&gt; &amp; Sons&#39;s');
  });

  it('revalidates with the ETag, and leaves an absolute (CDN) poster URL as it is', async () => {
    const first = await page('/movie/3');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/movie/3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await setVideo(3, { posterUrl: 'https://cdn.example.in/art/3/backdrop.jpg' });
    const changed = await page('/movie/3', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(one(changed.body, 'og:image')).toBe('https://cdn.example.in/art/3/backdrop.jpg');
  });

  it.each([
    ['unknown id', '/movie/999999'],
    ['id past the integer range', '/movie/99999999999'],
    ['zero', '/movie/0'],
    ['letters', '/movie/abc'],
    ['NUL byte', '/movie/1%00'],
    ['SQL-looking id', "/movie/1'%20or%20'1'='1"],
    ['deeper path', '/movie/1/rent'],
  ])('%s gets the default tags, not a 500 (%s)', async (_, url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(one(res.body, 'og:type')).toBe('website');
    expect(one(res.body, 'og:title')).toBe('TeluguTV+ — Movies, Live TV and Regional Stories');
    expect(metas(res.body, 'og:url')).toEqual([]);
  });

  it('links to PUBLIC_BASE_URL when it is set, whatever Host the request named', async () => {
    const config = t.deps.config as { publicBaseUrl?: string };
    config.publicBaseUrl = 'https://tv.example.com';
    try {
      const html = (await page('/movie/1', { host: 'evil.example' })).body;
      expect(one(html, 'og:url')).toBe('https://tv.example.com/movie/1');
      expect(one(html, 'og:image').startsWith('https://tv.example.com/media/')).toBe(true);
      expect(html).not.toContain('evil.example');
    } finally {
      delete config.publicBaseUrl;
    }
  });

  it('a failing lookup gives the default tags, not a 500', async () => {
    const { cache } = t.deps;
    const { wrap, wrapDerived } = cache;
    // The card reads the title's cached entry through either (wrapDerived since issue 13.4).
    cache.wrap = () => Promise.reject(new Error('database is resting'));
    cache.wrapDerived = () => Promise.reject(new Error('database is resting'));
    try {
      const res = await page('/movie/5');
      expect(res.statusCode).toBe(200);
      expect(one(res.body, 'og:type')).toBe('website');
    } finally {
      cache.wrap = wrap;
      cache.wrapDerived = wrapDerived;
    }
  });

  it('a malformed percent-encoding is refused by the router (400), never a 500', async () => {
    expect((await page('/movie/%E0%A4%A')).statusCode).toBe(400);
  });

  it('an unpublished title gets the default tags', async () => {
    await setVideo(4, { status: 'processing' });
    const res = await page('/movie/4');
    expect(res.statusCode).toBe(200);
    expect(one(res.body, 'og:type')).toBe('website');
    expect(res.body).not.toContain('/movie/4');
  });

  it('only plain digit ids are looked up', () => {
    expect(movieIdOf('/movie/12')).toBe(12);
    expect(movieIdOf('/movie/12/')).toBe(12);
    for (const junk of ['/movie/1\0', '/movie/\0', '/movie/1.5', '/movie/-1', '/movie/0', '/movie/2147483648', '/movie/ 1', '/movies/1']) {
      expect(movieIdOf(junk), JSON.stringify(junk)).toBeNull();
    }
  });
});
