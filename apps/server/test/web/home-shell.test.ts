// GET / carries a static first paint of the first hero slide inside <div id="root"> (issue 13.3:
// the LCP image painted before any JavaScript): the same <img> as the preload (srcset, sizes, high
// priority) and the slide's title and description, escaped. Fails on the old code: the root was empty.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES } from '@ott/contract';
import { invalidateCatalogueCache } from '../../src/features/catalogue/index.ts';
import { heroSlides, videos } from '../../src/lib/db/schema.ts';
import { seededWebApp } from './seeded-web-app.ts';

const t = seededWebApp();

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? null;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('GET / paints the first hero slide without JavaScript', () => {
  it('puts the backdrop <img> with the preload srcset and the escaped title inside #root', async () => {
    const [first] = (await t.app.inject({ url: '/api/videos/hero/' })).json().data as { video_id: number }[];
    const id = first!.video_id;
    const versioned = `/media/art/video-${id}/backdrop.0123456789ab.jpg`;
    const title = `Rangula "Raatnam" <script>alert('x')</script> & co`;
    await t.deps.db
      .update(videos)
      .set({ posterUrl: versioned.replace('/media/', ''), title, description: 'A <b>bold</b> story' })
      .where(eq(videos.id, id));
    await invalidateCatalogueCache(t.deps.cache);

    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-paint="home"');
    const img = /<img [^>]*>/.exec(root!)![0];
    expect(attr(img, 'src')).toBe(versioned);
    const srcset = ['640', '960', '1280'].map((w) => `/media/art/video-${id}/backdrop.0123456789ab-${w}w.webp ${w}w`).join(', ');
    expect(attr(img, 'srcset')).toBe(srcset);
    expect(attr(img, 'sizes')).toBe(HERO_IMAGE_SIZES);
    expect(attr(img, 'fetchpriority')).toBe('high');
    // The preload in <head> names the very same image set, so the <img> is served from it.
    const link = /<link rel="preload" as="image"[^>]*>/.exec(res.body)![0];
    expect(attr(link, 'imagesrcset')).toBe(srcset);
    // Operator text is escaped: no markup of the title or description reaches the page.
    expect(root).toContain('Rangula &quot;Raatnam&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co</h2>');
    expect(root).toContain('A &lt;b&gt;bold&lt;/b&gt; story');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>bold</b>');
    // The slides ride along as JSON for React's first render, `<` escaped so nothing closes the element.
    const json = /<script type="application\/json" id="hero-slides">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(json).toContain('\\u003cscript>alert');
    const slides = JSON.parse(json!) as { video_id: number; title: string }[];
    expect(slides).toEqual((await t.app.inject({ url: '/api/videos/hero/' })).json().data);
    expect(slides[0]!.title).toBe(title);
    // The box is React's hero box (the built CSS styles these classes).
    expect(root).toContain('h-[68svh] min-h-[460px] max-h-[640px] md:h-[82vh] md:max-h-[860px] md:min-h-[560px]');

    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('leaves other pages with the empty root', async () => {
    // /plans has its own first paint now (features/plans-page, test/web/plans-shell.test.ts).
    for (const url of ['/search', '/about']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-first-paint');
    }
  });

  it('sends the plain root when there is no hero slide', async () => {
    await t.deps.db.update(heroSlides).set({ isActive: false });
    await invalidateCatalogueCache(t.deps.cache);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-first-paint');
    expect(res.body).not.toContain('id="hero-slides"');
  });
});
