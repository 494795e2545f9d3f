// The build step that writes /sw.js (vite-service-worker.ts): what it precaches and how it fills in the build.
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { injectBuild, precacheList } from '../../vite-service-worker.ts';

const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set() },
    ...extra,
  }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, name: string) => ({ type: 'asset', fileName, names: [name], source: '' }) as unknown as Rollup.OutputAsset;

describe('precacheList', () => {
  it('takes the entry graph with its CSS, /downloads and Shaka, the boot script, the page and the root files', () => {
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true, imports: ['assets/react-1.js'], css: ['assets/index-1.css'] }),
      'assets/react-1.js': chunk('assets/react-1.js'),
      'assets/downloads-route-1.js': chunk('assets/downloads-route-1.js', { facadeModuleId: '/w/apps/web/src/features/downloads/routes/downloads-route.tsx', imports: ['assets/manager-1.js'] }),
      'assets/manager-1.js': chunk('assets/manager-1.js'),
      'assets/shaka-1.js': chunk('assets/shaka-1.js', { facadeModuleId: '/w/node_modules/shaka-player/dist/shaka-player.compiled-es2021.js' }),
      'assets/admin-1.js': chunk('assets/admin-1.js', { facadeModuleId: '/w/apps/web/src/features/admin/routes/console-routes.ts' }),
      'sw.js': chunk('sw.js', { isEntry: true }),
      'assets/boot-1.js': asset('assets/boot-1.js', 'boot.js'),
    } as unknown as Rollup.OutputBundle;
    expect(precacheList(bundle, ['favicon.svg', 'icons/icon-192.png'])).toEqual([
      '/assets/boot-1.js',
      '/assets/downloads-route-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/manager-1.js',
      '/assets/react-1.js',
      '/assets/shaka-1.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
    ]);
  });
});

describe('injectBuild', () => {
  it('puts the build facts where the token was, readable inside any string literal', () => {
    const build = { version: 'abc', precache: [`/a'b"c\`d$\\e`] };
    for (const quote of ["'", '"', '`']) {
      const code = injectBuild(`const BUILD = JSON.parse(${quote}__OTT_SW_BUILD__${quote});`, build);
      const parsed: unknown = new Function(`${code}; return BUILD;`)();
      expect(parsed).toEqual(build);
    }
  });

  it('fails the build when the token is missing', () => {
    expect(() => injectBuild('const x = 1;', { version: 'a', precache: [] })).toThrow(/not found/);
  });
});
