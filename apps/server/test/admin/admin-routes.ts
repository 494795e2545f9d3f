// Every registered route, read from Fastify's own route tree (printRoutes), so a test can cover
// each /api/admin/... route without a hand-kept list going stale.
import type { App } from '../../src/app.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Parses `printRoutes({ commonPrefix: false })`: one line per tree node, four characters of
 * indentation per level, the node's path piece, then its methods in parentheses. A route's URL is
 * its ancestors' pieces joined. HEAD is left out where Fastify added it beside a GET.
 */
export function registeredRoutes(app: App): RegisteredRoute[] {
  const pieces: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', piece = '', methods] = node;
    pieces.length = indent.length / 4;
    pieces.push(piece);
    const list = methods?.split(', ') ?? [];
    for (const method of list) {
      if (method === 'HEAD' && list.includes('GET')) continue;
      routes.push({ method, url: pieces.join('') });
    }
  }
  return routes;
}

export const adminRoutes = (app: App) => registeredRoutes(app).filter((r) => r.url.startsWith('/api/admin/'));
