// GET /plans names the route's lazy chunk and its static imports in the boot script's preloads
// (issue 13), read from the build's .vite/manifest.json, so the browser fetches them beside the
// entry instead of after it; chunks the boot script already preloads and the entry are not
// repeated. Fails on the old code: /plans was index.html with the entry's preloads only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/features/seed/index.ts';
import { createRouteChunks, withBootPreloads } from '../../src/lib/http/route-chunks.ts';
import { createTestApp, type TestApp } from '../helper.ts';

const BOOT =
  '<script defer src="/assets/boot-B0.js" data-entry="/assets/index-E0.js" data-preload="/assets/react-R0.js /assets/shared-S0.js"></script>';
const ROUTE = 'src/features/payments/routes/plans-route.tsx';

const manifest = (routeFile: string) => ({
  'index.html': {
    file: 'assets/index-E0.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R0.js', '_shared-S0.js'],
    dynamicImports: [ROUTE, 'src/features/search/routes/search-route.tsx'],
    css: ['assets/index-C0.css'],
  },
  '_react-R0.js': { file: 'assets/react-R0.js' },
  '_shared-S0.js': { file: 'assets/shared-S0.js', imports: ['_react-R0.js'] },
  [ROUTE]: {
    file: routeFile,
    src: ROUTE,
    isDynamicEntry: true,
    imports: ['_react-R0.js', 'index.html', '_price-P0.js', '_i18n-I0.js'],
    css: ['assets/plans-route-C1.css'],
  },
  '_price-P0.js': { file: 'assets/price-P0.js', imports: ['_money-M0.js', '_shared-S0.js'] },
  '_money-M0.js': { file: 'assets/money-M0.js', imports: ['_price-P0.js'] },
  '_i18n-I0.js': { file: 'assets/i18n-I0.js' },
  'src/features/search/routes/search-route.tsx': { file: 'assets/search-route-Q0.js', isDynamicEntry: true },
});

const preloadsOf = (html: string) => /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

let webDir = '';
let t: TestApp;
const writeManifest = (routeFile: string) =>
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest(routeFile)));

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-web-'));
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');
  fs.writeFileSync(path.join(webDir, 'index.html'), source.replace(/<script type="module"[^>]*><\/script>/, '').replace('</head>', `  ${BOOT}\n  </head>`));
  fs.mkdirSync(path.join(webDir, '.vite'));
  writeManifest('assets/plans-route-P0.js');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  await seedDemo(t.deps.db, { mediaBaseUrl: t.deps.config.mediaBaseUrl });
});
afterAll(() => t?.close());

describe("GET /plans preloads the route's code beside the entry", () => {
  it('adds the route chunk and its static imports, once each, after the entry preloads', async () => {
    const res = await t.app.inject({ url: '/plans' });
    expect(res.statusCode).toBe(200);
    expect(preloadsOf(res.body)).toEqual([
      '/assets/react-R0.js',
      '/assets/shared-S0.js',
      '/assets/plans-route-P0.js',
      '/assets/price-P0.js',
      '/assets/i18n-I0.js',
      '/assets/money-M0.js',
    ]);
    // The boot script keeps its entry; no other lazy route and no CSS is preloaded.
    expect(res.body).toContain('data-entry="/assets/index-E0.js"');
    expect(res.body).not.toContain('search-route');
    expect(res.body).not.toContain('plans-route-C1.css');
    expect(res.body.match(/<script defer src=/g)).toHaveLength(1);
  });

  it('leaves the home page with the entry preloads only', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(preloadsOf(res.body)).toEqual(['/assets/react-R0.js', '/assets/shared-S0.js']);
  });

  it('reads the manifest again when a new build replaces it, and adds nothing without one', async () => {
    writeManifest('assets/plans-route-P1-longer-name.js');
    expect(preloadsOf((await t.app.inject({ url: '/plans' })).body)).toContain('/assets/plans-route-P1-longer-name.js');
    fs.rmSync(path.join(webDir, '.vite', 'manifest.json'));
    const res = await t.app.inject({ url: '/plans' });
    expect(res.statusCode).toBe(200);
    expect(preloadsOf(res.body)).toEqual(['/assets/react-R0.js', '/assets/shared-S0.js']);
    expect(res.body).toContain('data-first-paint="plans"');
    writeManifest('assets/plans-route-P0.js');
  });
});

describe('route chunks (lib/http/route-chunks.ts)', () => {
  it('lists nothing for a module the build does not have', async () => {
    expect(await createRouteChunks(webDir).chunksOf('src/nowhere.tsx')).toEqual([]);
    expect(await createRouteChunks(path.join(webDir, 'missing')).chunksOf(ROUTE)).toEqual([]);
  });

  it('adds only plain asset paths, and leaves a page without a boot script as it is', () => {
    const html = `<head>${BOOT}</head>`;
    expect(preloadsOf(withBootPreloads(html, ['/assets/a.js', '/assets/index-E0.js', '"><script>x', '/assets/a.js']))).toEqual([
      '/assets/react-R0.js',
      '/assets/shared-S0.js',
      '/assets/a.js',
    ]);
    expect(withBootPreloads(html, ['/assets/react-R0.js'])).toBe(html);
    const dev = '<head><script type="module" src="/src/main.tsx"></script></head>';
    expect(withBootPreloads(dev, ['/assets/a.js'])).toBe(dev);
  });
});
