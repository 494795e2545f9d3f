// GET / (the home page): index.html with a preload of the first hero slide's backdrop, the page's
// largest paint (home-preload.ts). The slide comes from the same query as GET /api/videos/hero/,
// cached in the videos namespace so an edit drops it too. Without a web build, or when browsing
// needs a login (the page then shows no hero), `/` stays with lib/http/web-and-media.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSpaPage } from '../../lib/http/spa-page.ts';
import { listHeroSlides } from '../catalogue/browse-repository.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from '../catalogue/cache-keys.ts';
import { heroPreloadLink } from './home-preload.ts';

/** A slow database must not hold the page back: the HTML goes without the preload. */
const LOOKUP_TIMEOUT_MS = 500;

export async function homePageFeature(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  if (config.requireLoginToBrowse || !fs.existsSync(path.join(config.webDistDir, 'index.html'))) return;
  const spaPage = createSpaPage(config.webDistDir);

  const firstHeroImage = () =>
    cache.wrap(CATALOGUE_CACHE.videos, 'hero-preload', CATALOGUE_TTL_SECONDS.hero, async () => {
      const [first] = await listHeroSlides(db, config.mediaBaseUrl);
      return { image: first?.backdrop_url || first?.thumbnail_url || null };
    });

  app.get('/', async (req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    let image: string | null = null;
    try {
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, LOOKUP_TIMEOUT_MS, null)));
      image = (await Promise.race([firstHeroImage(), timeout]))?.image ?? null;
    } catch (error) {
      req.log.warn({ err: error }, 'hero preload lookup failed; home page sent without it');
    } finally {
      clearTimeout(timer);
    }
    return spaPage.sendWithHead(req, reply, image ? heroPreloadLink(image) : '');
  });
}
