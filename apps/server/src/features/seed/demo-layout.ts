// Where the demo media of features/media lands (ensureDemoMedia writes `${mediaDir}/demo/{slug}/`
// with these file names), so the seed can point rows at it before the files exist. Stream paths
// are stored relative to the media origin; paid titles use a `protected/` copy that the origin
// only serves through signed URLs (ARCHITECTURE 6).
import { PROTECTED_PREFIX } from '../../lib/media-url.ts';

export const DEMO_FEATURE_CLIPS = {
  godavari: 'godavari-sunrise',
  cricket: 'village-cricket',
  hyderabad: 'hyderabad-nights',
  monsoon: 'monsoon-melody',
  temple: 'temple-festival',
  kitchen: 'kitchen-stories',
} as const;
export const DEMO_PROMO_CLIPS = ['promo-new-this-week', 'promo-festival-specials'] as const;

const FILES = {
  hls: 'master.m3u8',
  dash: 'manifest.mpd',
  poster: 'poster.jpg',
  backdrop: 'backdrop.jpg',
  thumbnail: 'thumb.jpg',
} as const;

export const demoDir = (slug: string) => `demo/${slug}`;
export const protectedDemoDir = (slug: string) => `${PROTECTED_PREFIX}demo/${slug}`;

/** Stream paths (no '/media/' prefix): the API signs `protected/` ones per viewer. */
export function demoStreamPaths(slug: string, isProtected: boolean) {
  const dir = isProtected ? protectedDemoDir(slug) : demoDir(slug);
  return { hlsPath: `${dir}/${FILES.hls}`, dashPath: `${dir}/${FILES.dash}` };
}

/** Public image and clip URLs under the media origin, for the URL-valued columns. */
export function demoAssetUrls(mediaBaseUrl: string, slug: string) {
  const base = `${mediaBaseUrl}/${demoDir(slug)}`;
  return {
    hls: `${base}/${FILES.hls}`,
    poster: `${base}/${FILES.poster}`,
    backdrop: `${base}/${FILES.backdrop}`,
    thumbnail: `${base}/${FILES.thumbnail}`,
  };
}

/** The slug a stored protected stream path refers to ('protected/demo/x/master.m3u8' → 'x'). */
export function protectedDemoSlug(hlsPath: string | null): string | null {
  const match = /^protected\/demo\/([a-z0-9-]+)\//.exec(hlsPath ?? '');
  return match?.[1] ?? null;
}
