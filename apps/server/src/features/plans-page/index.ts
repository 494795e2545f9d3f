// GET /plans (the plans page, issue 13): index.html with, inside <div id="root">, a static first
// paint of the top of the page in the viewer's language (plans-shell.ts; the `lang` cookie the web
// writes, apps/web/src/app/language-cookie.ts), the plan list as JSON for React's first render, and
// the route's lazy chunk and its imports added to the boot script's preloads (lib/http/route-chunks.ts),
// so they download beside the entry rather than after it. The list is the API's
// (payments/public-plans.ts), cached in PLANS_CACHE. Without a web build, or when browsing needs a
// login (the page then sends visitors to sign in), /plans stays with lib/http/web-and-media.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, uiLanguage } from '@ott/contract';
import { createRouteChunks } from '../../lib/http/route-chunks.ts';
import { createSpaPage, firstPaintLookup } from '../../lib/http/spa-page.ts';
import { listPublicPlans, PLANS_CACHE, PLANS_TTL_SECONDS } from '../payments/index.ts';
import { plansScript, plansShellHtml } from './plans-shell.ts';

/** The route module as the build's manifest names it (apps/web/src/app/router.tsx). */
export const PLANS_ROUTE_SOURCE = 'src/features/payments/routes/plans-route.tsx';

export async function plansPageFeature(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  if (config.requireLoginToBrowse || !fs.existsSync(path.join(config.webDistDir, 'index.html'))) return;
  const spaPage = createSpaPage(config.webDistDir);
  const routeChunks = createRouteChunks(config.webDistDir);

  const publicPlans = () =>
    cache.wrap(PLANS_CACHE, 'plans-first-paint', PLANS_TTL_SECONDS, async () => {
      const plans = await listPublicPlans(db);
      return { count: plans.length, script: plans.length > 0 ? plansScript(plans) : '' };
    });

  app.get('/plans', async (req, reply) => {
    // A slow or failing lookup: the HTML goes without the plan list.
    const found = await firstPaintLookup(publicPlans, (error) =>
      req.log.warn({ err: error }, 'plans lookup failed; plans page sent without the list'),
    );
    // The texts need no lookup: even without the list the page paints its top at once (React then
    // shows its skeleton in the room kept for the cards until the API answers).
    const lang = uiLanguage(req.cookies[LANGUAGE_COOKIE]);
    const modulePreloads = await routeChunks.chunksOf(PLANS_ROUTE_SOURCE);
    reply.header('Vary', 'Cookie');
    return spaPage.sendWithHead(req, reply, found?.script ?? '', plansShellHtml(lang, found?.count ?? null), {
      lang,
      modulePreloads,
    });
  });
}
