// The link-preview card of a page as a crawler reads it (SPEC 2.12 'Test Social Media Preview'):
// the page's HTML fetched like WhatsApp or Facebook would (no cookies, no JavaScript run) and its
// Open Graph / Twitter card tags read. The server writes them (lib/http/social-tags.ts), so this
// shows what a shared link really looks like, not what the screen believes it should.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from './query-keys.ts';

export interface ShareCard {
  title: string | null;
  description: string | null;
  image: string | null;
  imageAlt: string | null;
  /** og:url, else the page fetched. */
  url: string;
  siteName: string | null;
  /** summary_large_image shows a wide image above the text; summary a small one beside it. */
  isLargeImage: boolean;
}

/** Reads the tags of an HTML document (og:* first, the twitter:* equivalents as fallback). */
export function readShareCard(html: string, pageUrl: string): ShareCard {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const content = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')?.trim();
      if (content) return content;
    }
    return null;
  };
  return {
    title: meta('og:title', 'twitter:title'),
    description: meta('og:description', 'twitter:description'),
    image: meta('og:image', 'twitter:image'),
    imageAlt: meta('og:image:alt', 'twitter:image:alt'),
    url: meta('og:url') ?? pageUrl,
    siteName: meta('og:site_name'),
    isLargeImage: meta('twitter:card') === 'summary_large_image',
  };
}

export async function getShareCard(pageUrl: string, signal?: AbortSignal): Promise<ShareCard> {
  // Crawlers come without the viewer's session: so does this request.
  const res = await fetch(pageUrl, { credentials: 'omit', headers: { Accept: 'text/html' }, signal });
  if (!res.ok) throw new Error(`page answered ${res.status}`);
  return readShareCard(await res.text(), pageUrl);
}

export const shareCardQueryOptions = (pageUrl: string) =>
  queryOptions({
    queryKey: catalogueKeys.shareCard(pageUrl),
    queryFn: ({ signal }) => getShareCard(pageUrl, signal),
    // Each "Test" asks again: the point is to see what the server sends now.
    staleTime: 0,
    retry: false,
  });

export function useShareCard({ pageUrl, enabled }: { pageUrl: string; enabled: boolean }) {
  return useQuery({ ...shareCardQueryOptions(pageUrl), enabled });
}
