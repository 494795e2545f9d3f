// The home page's largest paint is the first hero slide's backdrop, which the SPA learns only after
// its script has run and GET /api/videos/hero/ has answered. The server knows it already: GET /
// sends index.html with a preload of that image (its WebP widths and the slide's `sizes`, high
// priority), so the browser fetches it beside the script (issue 13.3).
import { artworkSources, HERO_IMAGE_SIZES } from '@ott/contract';
import { escapeHtml } from '../../lib/http/social-tags.ts';

/** The <link> for a hero backdrop URL, as the slide's <img> would ask for it. */
export function heroPreloadLink(imageUrl: string): string {
  const { src, srcSet } = artworkSources(imageUrl);
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(HERO_IMAGE_SIZES)}"` : '';
  return `    <link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high" />\n`;
}
