// Serves the built SPA, with index.html for client routes; media is lib/http/media-origin.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@ott/contract';
import { publicOrigin } from './public-origin.ts';
import { renderSocialTags, type PageCard, type PageCardResolver } from './social-tags.ts';
import { createSpaPage } from './spa-page.ts';

const API_PREFIXES = ['/api/', '/users/', '/devices/', '/dev/', '/media/', '/sandbox/'];
/** A crawler waiting on a slow database gets the default tags rather than a late page. */
const CARD_TIMEOUT_MS = 1500;

export interface WebAndMediaOptions {
  /** Link-preview cards of client routes (e.g. /movie/{id}); others keep index.html's defaults. */
  pageCard?: PageCardResolver;
}

export const webAndMedia = fp<WebAndMediaOptions>(async (app, opts) => {
  const { config } = app.deps;
  const webRoot = config.webDistDir;
  const hasWeb = fs.existsSync(path.join(webRoot, 'index.html'));
  // Only with a build: @fastify/static (wildcard: false) adds a route for every file under its root,
  // and the media dir as a stand-in root served protected/ files at /protected/... unsigned.
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); Accept-Encoding picks.
      preCompressed: true,
      // The hashed assets are served by the route below, outside the request limit: a route per file
      // from here would be rate limited like the API (a session past its budget got 429 for the
      // app's own scripts and a blank screen).
      globIgnore: ['assets/**'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/assets/*', { config: { rateLimit: false } }, (req, reply) =>
      reply.sendFile(`assets/${(req.params as { '*': string })['*']}`),
    );
  }
  const spaPage = createSpaPage(webRoot);
  const { pageCard } = opts;
  /** Never fails: any trouble (junk host, lookup error, timeout) means the default tags. */
  const cardFor = async (req: FastifyRequest): Promise<{ card: PageCard; origin: string } | null> => {
    const origin = publicOrigin(config, req);
    if (!pageCard || !origin) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, CARD_TIMEOUT_MS, null)));
      const card = await Promise.race([pageCard(req.url.split('?')[0] ?? ''), timeout]);
      return card ? { card, origin } : null;
    } catch (error) {
      req.log.warn({ err: error }, 'page card lookup failed; default tags sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    // HEAD too: link checkers and some preview crawlers ask before they GET.
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApi && hasWeb) {
      const page = await cardFor(req);
      if (page) return spaPage.send(req, reply, renderSocialTags(page.card, page.origin), page.card.firstPaint);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
    }
    // Not cached: the SPA's API clients and a media origin that is not there yet ask again later.
    return reply.code(404).header('Cache-Control', 'no-store').send({ status: 'error', message: MESSAGES.notFound });
  });
});
