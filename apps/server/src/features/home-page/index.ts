// GET / (the home page): index.html with a preload of the first hero slide's backdrop, the page's
// largest paint (home-preload.ts), and inside <div id="root"> a static copy of that slide that
// paints before any script has run (home-shell.ts). The slide comes from the same query as GET /api/videos/hero/,
// cached in the videos namespace so an edit drops it too. Without a web build, or when browsing
// needs a login (the page then shows no hero), `/` stays with lib/http/web-and-media.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSpaPage } from '../../lib/http/spa-page.ts';
import { listHeroSlides } from '../catalogue/browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from '../catalogue/cache-keys.ts';
import { heroPreloadLink } from './home-preload.ts';
import { heroShellHtml, type ShellSlide } from './home-shell.ts';

/** A slow database must not hold the page back: the HTML goes without the preload. */
const LOOKUP_TIMEOUT_MS = 500;

export async function homePageFeature(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  if (config.requireLoginToBrowse || !fs.existsSync(path.join(config.webDistDir, 'index.html'))) return;
  const spaPage = createSpaPage(config.webDistDir);

  const firstHeroSlide = () =>
    cache.wrap(CATALOGUE_CACHE.videos, 'hero-first-paint', CATALOGUE_TTL_SECONDS.hero, async () => {
      const [first] = await listHeroSlides(db, config.mediaBaseUrl);
      const image = first?.backdrop_url || first?.thumbnail_url || null;
      return { slide: first && image ? { image, title: first.title, description: first.description || null } : null };
    });

  app.get('/', async (req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    let slide: ShellSlide | null = null;
    try {
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, LOOKUP_TIMEOUT_MS, null)));
      slide = (await Promise.race([firstHeroSlide(), timeout]))?.slide ?? null;
    } catch (error) {
      req.log.warn({ err: error }, 'hero preload lookup failed; home page sent without it');
    } finally {
      clearTimeout(timer);
    }
    if (!slide) return spaPage.sendWithHead(req, reply, '');
    return spaPage.sendWithHead(req, reply, heroPreloadLink(slide.image), heroShellHtml(slide));
  });
}
