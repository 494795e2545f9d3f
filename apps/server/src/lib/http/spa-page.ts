// index.html with a page's own link-preview tags (lib/http/social-tags.ts). The template is read
// once and again only when the build replaces it; a page costs a string replace and a hash. Sent
// like the plain index.html: no-cache with an ETag, so a revalidation is a 304.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.ts';
import { withBootPreloads } from './route-chunks.ts';
import { injectSocialTags } from './social-tags.ts';

const ROOT = '<div id="root"></div>';

/**
 * Data for the SPA's first render as JSON in a non-executable <script> (the hero slides, the plan
 * list), with `<` and the JavaScript line separators escaped so no text can close the element.
 */
export function pageDataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `    <script type="application/json" id="${id}">${json}</script>\n`;
}

/** A slow database must not hold a page back: its first-paint lookup gets this long. */
export const FIRST_PAINT_LOOKUP_MS = 500;

/**
 * A page's first-paint lookup (the hero slide, the plan list), or null when it takes longer than
 * FIRST_PAINT_LOOKUP_MS or fails (`onError` hears why): the page then goes without it.
 */
export async function firstPaintLookup<T>(lookup: () => Promise<T>, onError: (error: unknown) => void): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_PAINT_LOOKUP_MS, null)));
    return await Promise.race([lookup(), timeout]);
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface PageOptions {
  /** The page's language for <html lang> (the template says en). */
  lang?: string;
  /** Module URLs the boot script preloads beside the entry (route-chunks.ts: a lazy route's code). */
  modulePreloads?: string[];
}

export function createSpaPage(webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  let cached: { version: string; html: string } | null = null;

  async function template(): Promise<string> {
    const stat = await fs.stat(file);
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.version !== version) cached = { version, html: await fs.readFile(file, 'utf8') };
    return cached.html;
  }

  async function reply200(req: FastifyRequest, reply: FastifyReply, html: string) {
    const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  }

  return {
    /**
     * index.html with extra <head> markup (e.g. the home page's LCP image preload) and, optionally,
     * a static first paint inside the empty <div id="root"> (React's first render replaces it);
     * `options` sets <html lang> and adds module preloads to the boot script.
     */
    async sendWithHead(req: FastifyRequest, reply: FastifyReply, head: string, root = '', options: PageOptions = {}) {
      let html = await template();
      if (options.lang && /^[a-z]{2,3}$/.test(options.lang)) html = html.replace(/(<html\b[^>]*?\slang=")[^"]*"/i, `$1${options.lang}"`);
      if (options.modulePreloads?.length) html = withBootPreloads(html, options.modulePreloads);
      const end = html.search(/[ \t]*<\/head>/i);
      if (end !== -1) html = `${html.slice(0, end)}${head}${html.slice(end)}`;
      if (root) html = html.replace(ROOT, () => `<div id="root">${root}</div>`);
      return reply200(req, reply, html);
    },
    async send(req: FastifyRequest, reply: FastifyReply, tags: string, root = '') {
      const html = injectSocialTags(await template(), tags);
      return reply200(req, reply, root ? html.replace(ROOT, () => `<div id="root">${root}</div>`) : html);
    },
  };
}
