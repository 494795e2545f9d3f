// Builds the service worker (issue 18.3): src/pwa/service-worker.ts becomes /sw.js (a fixed name:
// the browser re-checks it on navigations), bundled by the same build, with the build's version and
// precache list written into it. The precache list is what the app needs to start and to open
// /downloads and play a stored copy with the network off: the SPA page, the boot script, the entry
// chunk and its static imports with their CSS, the /downloads route chunk, Shaka and its offline
// adapter, and the root files (icons, manifest, favicon). Everything else built is kept by the
// worker as it is fetched.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const SOURCE = 'src/pwa/service-worker.ts';
export const SW_FILE = 'sw.js';
const TOKEN = '__OTT_SW_BUILD__';
/** Chunks (with their static imports) that /downloads needs offline, by their module's path. */
const OFFLINE_MODULES = [
  /\/src\/features\/downloads\/routes\/downloads-route\.tsx$/,
  /\/src\/features\/player\/engine\/shaka-offline\.ts$/,
  /\/shaka-player\/dist\/shaka-player\.compiled-es2021\.js$/,
];
const BOOT_NAME = 'boot.js';

type Bundle = Rollup.OutputBundle;
interface ChunkMeta {
  importedCss?: Set<string>;
  importedAssets?: Set<string>;
}

/** The URLs to precache, sorted: see the file comment. `publicFiles` are paths relative to the public dir. */
export function precacheList(bundle: Bundle, publicFiles: readonly string[]): string[] {
  const files = new Set<string>(['index.html']);
  const walk = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || item.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    const meta = (item as Rollup.OutputChunk & { viteMetadata?: ChunkMeta }).viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const imported of item.imports) walk(imported);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') {
      const isAppEntry = item.isEntry && item.fileName !== SW_FILE;
      if (isAppEntry || OFFLINE_MODULES.some((pattern) => pattern.test(item.facadeModuleId ?? ''))) walk(item.fileName);
    } else if (item.names?.includes(BOOT_NAME) || item.name === BOOT_NAME) {
      files.add(item.fileName);
    }
  }
  for (const file of publicFiles) files.add(file.split(path.sep).join('/'));
  return [...files].map((file) => `/${file}`).sort();
}

/** The worker's code with its build facts in place of the token (a JSON text inside a string literal). */
export function injectBuild(code: string, build: { version: string; precache: readonly string[] }): string {
  if (!code.includes(TOKEN)) throw new Error(`service worker: ${TOKEN} not found in the built worker`);
  // Escaped for any string literal the minifier may choose: '...', "..." or `...`.
  const json = JSON.stringify(build).replace(/[\\'"`$]/g, (char) => `\\${char}`);
  return code.replace(TOKEN, () => json);
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

export function serviceWorker(): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'ott-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(root, SOURCE), fileName: SW_FILE });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[SW_FILE];
        if (!worker || worker.type !== 'chunk') return this.error('service worker: sw.js was not built');
        // A classic worker script cannot import: the worker must share no chunk with the app.
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0) return this.error('service worker: sw.js must not import other chunks');
        const precache = precacheList(bundle, listFiles(publicDir));
        const hash = crypto.createHash('sha256');
        for (const name of Object.keys(bundle).sort()) if (name !== SW_FILE) hash.update(name);
        for (const file of listFiles(publicDir).sort()) hash.update(fs.readFileSync(path.join(publicDir, file)));
        worker.code = injectBuild(worker.code, { version: hash.digest('hex').slice(0, 16), precache });
        // The worker is not part of any page: keep it out of the build manifest (bundle-budget reads the entry there).
        const manifest = bundle['.vite/manifest.json'];
        if (manifest?.type === 'asset' && typeof manifest.source === 'string') {
          const entries = JSON.parse(manifest.source) as Record<string, { file?: string }>;
          for (const [key, entry] of Object.entries(entries)) if (entry.file === SW_FILE) delete entries[key];
          manifest.source = JSON.stringify(entries, null, 2);
        }
      },
    },
  };
}
