// Every route the app registers, collected by an onRoute hook while the app is built, so a route
// added tomorrow is fuzzed tomorrow without anyone listing it. The OpenAPI document adds each
// documented route's parameter, query and body fields, so generated input can get past validation.
import type { RouteOptions } from 'fastify';
import type { App } from '../../src/app.ts';
import type { SchemaNode } from './hostile-input.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteInfo {
  method: Method;
  /** Fastify's pattern: `/api/videos/:id/`, `/api/docs/static/*`. */
  url: string;
  /** From the OpenAPI document, where the route is in it. */
  params: Record<string, SchemaNode>;
  query: Record<string, SchemaNode>;
  body: Record<string, SchemaNode>;
  /** The body's whole schema (required fields included). */
  bodySchema: SchemaNode | undefined;
  documented: boolean;
  /** A built file of the web app (`/assets/x-1a2b.js.gz`, `/index.html`): no input to read. */
  staticFile: boolean;
}

/** Collects routes as they are registered: pass `collect` as createTestApp's `onRoute`. */
export function routeCollector() {
  const seen = new Map<string, { method: Method; url: string }>();
  return {
    collect(route: RouteOptions) {
      for (const method of [route.method].flat()) {
        if (METHODS.has(method)) seen.set(`${method} ${route.url}`, { method: method as Method, url: route.url });
      }
    },
    /** The routes with their documented fields; each one checked with hasRoute. */
    routes(app: App): RouteInfo[] {
      const openapi = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
      return [...seen.values()].map(({ method, url }) => {
        if (!app.hasRoute({ method, url })) throw new Error(`not a route: ${method} ${url}`);
        const operation = openapi.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        const staticFile = !/[:*]/.test(url) && /\.(js|css|gz|br|svg|png|ico|webp|woff2?|html|txt|map|webmanifest)$/.test(url);
        return { method, url, documented: Boolean(operation), staticFile, ...fieldsOf(operation) };
      });
    },
  };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: SchemaNode }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

function fieldsOf(operation: OpenApiOperation | undefined) {
  const by = (where: string) =>
    Object.fromEntries((operation?.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
  const content = operation?.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  return { params: by('path'), query: by('query'), body: schema?.properties ?? {}, bodySchema: schema };
}
