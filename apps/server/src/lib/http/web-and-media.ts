// Serves the media origin (embedded mode) and the built SPA, with index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@ott/contract';
import { PROTECTED_PREFIX, verifyMediaToken } from '../media-url.ts';
import { publicOrigin } from './public-origin.ts';
import { renderSocialTags, type PageCard, type PageCardResolver } from './social-tags.ts';
import { createSpaPage } from './spa-page.ts';
import { mediaCacheHeaders } from './media-cache.ts';

const API_PREFIXES = ['/api/', '/users/', '/devices/', '/dev/', '/media/', '/sandbox/'];
/** A crawler waiting on a slow database gets the default tags rather than a late page. */
const CARD_TIMEOUT_MS = 1500;

export interface WebAndMediaOptions {
  /** Link-preview cards of client routes (e.g. /movie/{id}); others keep index.html's defaults. */
  pageCard?: PageCardResolver;
}

export const webAndMedia = fp<WebAndMediaOptions>(async (app, opts) => {
  const { config } = app.deps;
  fs.mkdirSync(config.mediaDir, { recursive: true });
  // reply.sendFile comes from the SPA registration below; media passes its own root explicitly.
  const mediaRoot = config.mediaDir;
  const sendMedia = (relative: string, reply: FastifyReply, access: 'public' | 'private' = 'public') => {
    const normalized = path.posix.normalize(relative);
    if (normalized.startsWith('..') || path.isAbsolute(normalized)) {
      return reply.code(404).send({ status: 'error', message: MESSAGES.notFound });
    }
    reply.header('Access-Control-Allow-Origin', '*');
    // Never compressed: @fastify/static (preCompressed for the SPA) would otherwise look for .br/.gz
    // siblings and add Vary to every segment.
    delete reply.request.headers['accept-encoding'];
    reply.headers(mediaCacheHeaders(normalized, access));
    return reply.sendFile(normalized, mediaRoot, { cacheControl: false });
  };

  app.get('/media/s/:token/*', { config: { rateLimit: false } }, async (req, reply) => {
    const { token, '*': rest } = req.params as { token: string; '*': string };
    const dir = verifyMediaToken(config.mediaSigningSecret, token);
    const normalized = path.posix.normalize(rest);
    if (!dir || !(normalized === dir || normalized.startsWith(`${dir}/`))) {
      return reply.code(403).send({ status: 'error', message: MESSAGES.forbidden });
    }
    return sendMedia(normalized, reply, 'private');
  });
  app.get('/media/*', { config: { rateLimit: false } }, async (req, reply) => {
    const rest = (req.params as { '*': string })['*'];
    if (path.posix.normalize(rest).startsWith(PROTECTED_PREFIX)) {
      return reply.code(403).send({ status: 'error', message: MESSAGES.forbidden });
    }
    return sendMedia(rest, reply);
  });

  const webRoot = config.webDistDir;
  const hasWeb = fs.existsSync(path.join(webRoot, 'index.html'));
  await app.register(fastifyStatic, {
    root: hasWeb ? webRoot : config.mediaDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); Accept-Encoding picks.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  if (hasWeb) {
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
      if (page) return spaPage.send(req, reply, renderSocialTags(page.card, page.origin));
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
    }
    // A media file that is not there yet (demo artwork and clips are made after start-up) must not
    // be cached as missing for the day sendMedia promised to the file.
    return reply.code(404).header('Cache-Control', 'no-store').send({ status: 'error', message: MESSAGES.notFound });
  });
});
