// GET / (the home page): index.html with a preload of the first hero slide's backdrop, the page's
// largest paint (home-preload.ts), and inside <div id="root"> a static copy of that slide that
// paints before any script has run (home-shell.ts). The slide comes from the same query as GET /api/videos/hero/,
// cached in the videos namespace so an edit drops it too. Without a web build, or when browsing
// needs a login (the page then shows no hero), `/` stays with lib/http/web-and-media.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSpaPage, firstPaintLookup } from '../../lib/http/spa-page.ts';
import { listHeroSlides } from '../catalogue/browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from '../catalogue/cache-keys.ts';
import { heroPreloadLink } from './home-preload.ts';
import { heroShellHtml, heroSlidesScript, type ShellSlide } from './home-shell.ts';

export async function homePageFeature(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  if (config.requireLoginToBrowse || !fs.existsSync(path.join(config.webDistDir, 'index.html'))) return;
  const spaPage = createSpaPage(config.webDistDir);

  const firstHeroSlide = () =>
    cache.wrap(CATALOGUE_CACHE.videos, 'hero-first-paint', CATALOGUE_TTL_SECONDS.hero, async () => {
      const slides = await listHeroSlides(db, config.mediaBaseUrl);
      const first = slides[0];
      const image = first?.backdrop_url || first?.thumbnail_url || null;
      if (!first || !image) return { slide: null, slidesScript: '' };
      return {
        slide: { image, title: first.title, description: first.description || null },
        slidesScript: heroSlidesScript(slides),
      };
    });

  app.get('/', async (req, reply) => {
    // A slow or failing lookup: the HTML goes without the preload and the first paint.
    const found: { slide: ShellSlide | null; slidesScript: string } | null = await firstPaintLookup(firstHeroSlide, (error) =>
      req.log.warn({ err: error }, 'hero preload lookup failed; home page sent without it'),
    );
    const slide = found?.slide;
    if (!slide) return spaPage.sendWithHead(req, reply, '');
    // The slides ride along so React's first render shows this hero, not a skeleton between the
    // first paint and GET /api/videos/hero/ (apps/web/src/api/catalogue/get-hero-videos.ts).
    const head = heroPreloadLink(slide.image) + found!.slidesScript;
    return spaPage.sendWithHead(req, reply, head, heroShellHtml(slide));
  });
}
