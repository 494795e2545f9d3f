// Paint first, then fetch the app (issue 13). The built index.html asked for the entry chunk and
// its ~20 module preloads at once, so on a 1.6 Mbps link 150 KB of JavaScript shared the wire with
// the stylesheet and the hero image the server paints (features/home-page/home-shell.ts), and
// Lighthouse's model counted its download and evaluation before the first paint (FCP 2.3 s, LCP
// 2.9 s at 4x CPU). Instead the page carries one tiny deferred classic script; after the first
// frame (the server's static first paint, when the page has one) it adds the same module preloads
// and the entry script. In a hidden tab, which draws no frames, it adds them at once.
//
// The entry and preloads stay in the HTML as data attributes of that script, so the script itself
// never changes and is served from /assets/ under a content hash like every other asset.
import type { Plugin, Rollup } from 'vite';

const BOOT_NAME = 'boot.js';

/** What the boot script runs: the same tags Vite wrote, added after the first paint. */
export const BOOT_SOURCE = `(() => {
  const me = document.currentScript;
  const entry = me && me.dataset.entry;
  if (!entry) return;
  const preloads = (me.dataset.preload || '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** index.html with Vite's entry script and module preloads replaced by the boot script. */
export function paintFirstHtml(html: string, bootSrc: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('paint-first: no module entry script in index.html');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const tag = `    <script defer src="${bootSrc}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n`;
  return html.replace(ENTRY, tag).replace(PRELOAD, '');
}

export function paintFirst(): Plugin {
  let ref = '';
  return {
    name: 'ott-paint-first',
    apply: 'build',
    buildStart() {
      ref = this.emitFile({ type: 'asset', name: BOOT_NAME, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (f): f is Rollup.OutputAsset => f.type === 'asset' && (f.names?.includes(BOOT_NAME) || f.name === BOOT_NAME),
        );
        if (!boot || !ref) throw new Error('paint-first: the boot script was not emitted');
        return paintFirstHtml(html, `/${boot.fileName}`);
      },
    },
  };
}
