// The app as a plugin tree (fastify/demo): external plugins, then our plumbing, then features.
import Fastify, { type FastifyBaseLogger, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { helmetHeaders, jsonAnswerHeaders, securityHeaders } from './lib/http/security-headers.ts';
import { createPublicAnswers } from './lib/http/public-answers.ts';
import { countedFront, frontServerFactory, serveFrontsBeforeHooks } from './lib/http/front-server.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/http/request-id.ts';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { fallbackRateStore } from './lib/redis/fallback-rate-store.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { APP_VERSION_LABEL, MESSAGES } from '@ott/contract';
import type { Deps } from './lib/deps.ts';
import { installErrorHandler } from './lib/http/error-handler.ts';
import { sessionContext } from './lib/http/session-context.ts';
import { refuseNulCharacters } from './lib/http/odd-input.ts';
import { csrfProtection } from './lib/http/csrf.ts';
import { compression } from './lib/http/compression.ts';
import { featuresFor } from './features/index.ts';
import { webAndMedia } from './lib/http/web-and-media.ts';
import { createMediaOrigin } from './lib/http/media-origin/index.ts';
import { movieSocialCard } from './features/catalogue/index.ts';
import { UPLOADS_URL_PREFIX } from './features/profile/index.ts';

/** `onRoute` sees every route as it is registered (the security fuzz drives them all). */
export async function buildApp(deps: Deps, opts: { onRoute?: (route: RouteOptions) => void } = {}) {
  const mediaOrigin = createMediaOrigin({ ...deps.config, appPrefixes: [UPLOADS_URL_PREFIX] });
  // Security headers, worked out once at start-up (@fastify/helmet rebuilds them per request).
  const pageHeaders = await helmetHeaders(helmetOptions(deps.config));
  const jsonHeaders = jsonAnswerHeaders(pageHeaders);
  const publicAnswers = createPublicAnswers({
    securityHeaders: jsonHeaders,
    ...(deps.cache.passThrough ? { lifetimeMs: 0 } : {}),
  });
  deps.cache.onInvalidate(() => publicAnswers.clear());
  // A worker (ROLE=worker) answers only probes and metrics.
  const fronts = deps.config.runsApi
    ? [
        countedFront(mediaOrigin, deps.metrics.frontAnswers.labels('media')),
        countedFront(publicAnswers.front, deps.metrics.frontAnswers.labels('memo')),
      ]
    : [];
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // A hop count trusts that many proxies nearest to us (what Fastify does with a number).
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? trustHops(deps.config.trustProxy)
        : deps.config.trustProxy,
    // UUIDs, or the proxy's X-Request-Id (lib/http/request-id.ts), returned on every answer.
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // Path parameters up to 512 characters (long ids, codes); media tokens never reach the router.
    routerOptions: { maxParamLength: 512 },
    // A URL the router cannot read (a broken escape, a path parameter over that length) is refused
    // like any other bad request, not in Fastify's own shape, which echoes the whole path back.
    frameworkErrors: (error, _req, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ status: 'error', message: MESSAGES.invalidRequest });
    },
    // Media and memoised public answers are answered before Fastify sees them (issue 13.4, 13.6).
    serverFactory: frontServerFactory(fronts),
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('publicAnswers', publicAnswers);
  installErrorHandler(app);
  refuseNulCharacters(app);
  // The fronts before every global hook (cookies, helmet, rate limit, compression, session lookup,
  // CSRF): none of them is needed for a file or a memoised answer.
  serveFrontsBeforeHooks(app, fronts);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  // Latency by route pattern (never the raw URL: ids and tokens would make a series each).
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    deps.metrics.httpDuration.observe({ method: req.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  await app.register(cookie);
  await app.register(securityHeaders, { page: pageHeaders, json: jsonHeaders });
  await app.register(rateLimit, {
    global: true,
    // Issue 16.2: a signed-in viewer is counted per session, a visitor per address, so the hundreds
    // of viewers behind one carrier-NAT address do not share one budget. The session is resolved by
    // then (sessionContext is an app-wide onRequest hook; this plugin's hooks are the routes' own).
    keyGenerator: (req) => (req.auth ? `session:${req.auth.session.id}` : req.ip),
    max: (_req, key) => (key.startsWith('session:') ? deps.config.requestsPerMinutePerSession : deps.config.requestsPerMinutePerIp),
    timeWindow: '1 minute',
    // Redis shared by every instance, this instance's memory while Redis is down (issue 14.6).
    ...(deps.redis ? { store: fallbackRateStore(deps.redis) } : {}),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'OTT platform API', version: APP_VERSION_LABEL },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Off in production unless API_DOCS=true (issue 14.7): the schema is a map for attackers too.
  if (deps.config.apiDocs && deps.config.runsApi) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // JSON and HTML compressed on the fly; built assets come pre-compressed from web-and-media.
  await app.register(compression);
  await app.register(sessionContext);
  await app.register(csrfProtection);
  for (const feature of featuresFor(deps.config)) await app.register(feature);
  if (deps.config.runsApi) await app.register(webAndMedia, { pageCard: movieSocialCard(deps) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Helmet's options: the SPA's sources (CSP) and HSTS in production. */
const helmetOptions = (config: Deps['config']): FastifyHelmetOptions => ({
  // The SPA loads media from our own origin and, in production, the Razorpay checkout script;
  // with a Maps key, registration's address suggestions load the Google Maps script (SPEC 2.7).
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        'https://checkout.razorpay.com',
        ...(config.googleMapsApiKey
          ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
          : []),
      ],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'blob:', 'https:'],
      'connect-src': ["'self'", 'https:'],
      // The Live TV player embeds the video site's privacy-enhanced player (SPEC 2.22).
      'frame-src': [
        "'self'",
        'https://api.razorpay.com',
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      // Plain-http development on localhost must not be upgraded to https.
      'upgrade-insecure-requests': config.isProduction ? [] : null,
    },
  },
  hsts: config.isProduction,
  crossOriginEmbedderPolicy: false,
});
