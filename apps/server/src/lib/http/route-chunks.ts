// A client route's code, fetched beside the entry instead of after it (issue 13). Every screen
// but home is a lazy chunk (apps/web/src/app/router.tsx), so on a first visit to /plans the browser
// learnt of the route's chunk and its imports only once the entry had downloaded and run: a second
// round of requests before the page could render. The build's manifest (.vite/manifest.json, Vite's
// `build.manifest`) names each source module's chunk and the chunks it statically imports; a page
// route adds them to the boot script's `data-preload` (apps/web/vite-paint-first.ts), which the boot
// script turns into module preloads next to the entry's own after the first frame.
//
// The manifest is read once and again only when the build replaces it, like spa-page.ts's index.html.
import fs from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteChunks {
  /**
   * The URLs (/assets/...) of the chunk built from `src` (a key of the manifest such as
   * 'src/features/payments/routes/plans-route.tsx') and of every chunk it statically imports,
   * transitively, the chunk first; entry chunks are left out (the page loads them anyway). Empty
   * when the build has no manifest or no such module.
   */
  chunksOf(src: string): Promise<string[]>;
}

export function createRouteChunks(webRoot: string): RouteChunks {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let cached: { version: string; manifest: Manifest | null } | null = null;

  async function manifest(): Promise<Manifest | null> {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (cached?.version !== version) {
      let parsed: Manifest | null = null;
      try {
        parsed = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
      } catch {
        // Half-written or not ours: no preloads until the next build writes it again.
      }
      cached = { version, manifest: parsed };
    }
    return cached.manifest;
  }

  return {
    async chunksOf(src) {
      const chunks = await manifest();
      if (!chunks?.[src]) return [];
      const urls: string[] = [];
      const seen = new Set<string>();
      const queue = [src];
      while (queue.length > 0) {
        const key = queue.shift()!;
        if (seen.has(key)) continue;
        seen.add(key);
        const chunk = chunks[key];
        if (!chunk || chunk.isEntry || !chunk.file.endsWith('.js')) continue;
        urls.push(`/${chunk.file}`);
        queue.push(...(chunk.imports ?? []));
      }
      return urls;
    },
  };
}

const BOOT_TAG = /<script defer src="[^"]*" data-entry="([^"]*)" data-preload="([^"]*)"><\/script>/;

/**
 * index.html with `hrefs` appended to the boot script's data-preload, leaving out those already
 * there and the entry itself. Without a boot script (a development index.html) it is unchanged.
 */
export function withBootPreloads(html: string, hrefs: string[]): string {
  const boot = BOOT_TAG.exec(html);
  if (!boot || hrefs.length === 0) return html;
  const [tag, entry, list] = boot as unknown as [string, string, string];
  const current = list.split(' ').filter(Boolean);
  const known = new Set([entry, ...current]);
  const added: string[] = [];
  for (const href of hrefs) {
    // Only plain asset paths reach the attribute (they come from the build's manifest).
    if (known.has(href) || !/^\/[\w./-]+$/.test(href)) continue;
    known.add(href);
    added.push(href);
  }
  if (added.length === 0) return html;
  const preload = [...current, ...added].join(' ');
  return html.replace(tag, () => tag.replace(`data-preload="${list}"`, `data-preload="${preload}"`));
}
