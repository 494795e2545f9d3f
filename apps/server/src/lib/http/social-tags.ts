// Open Graph and Twitter card tags for link previews (WhatsApp, Facebook, X read them from the
// HTML the server sends; none of them runs JavaScript). index.html carries the site's default
// tags; a page with its own card gets them replaced, never duplicated.
import { BRAND_NAME } from '@ott/contract';

/** What a feature knows about one page; URLs may be relative to the public origin. */
export interface PageCard {
  title: string;
  description: string;
  imageUrl: string | null;
  /** The page's canonical path ('/movie/12'), without query or fragment. */
  path: string;
  type: 'video.movie' | 'website';
  /** Static markup for inside <div id="root">: the page's first paint before any script runs. */
  firstPaint?: string;
}

/** Resolves the card of a client route, or null for the site's default tags. */
export type PageCardResolver = (pathname: string) => Promise<PageCard | null>;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Previews show about two lines; longer text is cut at a word with an ellipsis. */
export function previewText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

export function renderSocialTags(card: PageCard, origin: string): string {
  const url = absolute(card.path, origin);
  const image = card.imageUrl ? absolute(card.imageUrl, origin) : null;
  const title = escapeHtml(previewText(card.title, 120));
  const description = escapeHtml(previewText(card.description));
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:type" content="${card.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta property="og:image:alt" content="${title}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image:alt" content="${title}" />`] : []),
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

const DEFAULT_TAGS = /[ \t]*<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*?\n?|[ \t]*<link\s+rel="canonical"[^>]*>\s*?\n?/gi;

/** The page's tags in place of the defaults, at the end of <head>. */
export function injectSocialTags(html: string, tags: string): string {
  const stripped = html.replace(DEFAULT_TAGS, '');
  const end = stripped.search(/[ \t]*<\/head>/i);
  return end === -1 ? stripped : `${stripped.slice(0, end)}${tags}${stripped.slice(end)}`;
}
