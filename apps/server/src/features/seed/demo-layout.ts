// Where the demo media of features/media lands (ensureDemoMedia writes `${mediaDir}/demo/{slug}/`,
// or `protected/demo/{slug}/` for paid titles and premium channels, with these file names; the
// 'demo-media' job paints each title's own artwork into `${mediaDir}/art/{video|live}-{id}/` and
// the ads' and popup's creatives into `creative/`), so the seed can point rows at it before the
// files exist. Everything is stored as a path relative to the media origin, never with a host or
// the '/media' prefix: the API builds URLs from MEDIA_BASE_URL per request (catalogue/asset-url.ts,
// issue 14). Protected paths are served only through signed URLs (ARCHITECTURE 6). Artwork and
// creatives are public: never protected/.
import { PROTECTED_PREFIX } from '../../lib/media-url.ts';

const FILES = {
  hls: 'master.m3u8',
  dash: 'manifest.mpd',
  poster: 'poster.jpg',
  backdrop: 'backdrop.jpg',
  thumbnail: 'thumb.jpg',
} as const;

/**
 * The clips every seeded row pointed at before each title had its own (seed versions 1-4): the
 * seed upgrade moves rows still on them (seed-clip-upgrade.ts).
 */
export const SHARED_CLIPS_BEFORE_V5 = [
  'godavari-sunrise',
  'village-cricket',
  'hyderabad-nights',
  'monsoon-melody',
  'temple-festival',
  'kitchen-stories',
  'promo-new-this-week',
  'promo-festival-specials',
] as const;

export const demoDir = (slug: string) => `demo/${slug}`;
export const protectedDemoDir = (slug: string) => `${PROTECTED_PREFIX}demo/${slug}`;

/** Stream paths (no '/media/' prefix): the API signs `protected/` ones per viewer. */
export function demoStreamPaths(slug: string, isProtected: boolean) {
  const dir = isProtected ? protectedDemoDir(slug) : demoDir(slug);
  return { hlsPath: `${dir}/${FILES.hls}`, dashPath: `${dir}/${FILES.dash}` };
}

/**
 * A demo live channel's stored live_url: the public clip's path, or for a premium channel the
 * `protected/` copy's path, which the API signs for subscribers only (catalogue/live-stream-access.ts).
 */
export function demoLiveUrl(slug: string, isPremium: boolean): string {
  return demoStreamPaths(slug, isPremium).hlsPath;
}

/** Designed images (popup, banner ads, the pre-roll's picture), painted by the 'demo-media' job. */
export const creativeFile = (name: string) => `creative/${name}.jpg`;

/** The slug a stored protected stream path refers to ('protected/demo/x/master.m3u8' → 'x'). */
export function protectedDemoSlug(hlsPath: string | null): string | null {
  const match = /^protected\/demo\/([a-z0-9-]+)\//.exec(hlsPath ?? '');
  return match?.[1] ?? null;
}

export type ArtOwner = 'video' | 'live';
export const artDir = (owner: ArtOwner, id: number) => `art/${owner}-${id}`;

/** Per-title artwork paths: poster (2:3), backdrop and thumbnail (16:9). */
export function demoArtPaths(owner: ArtOwner, id: number) {
  const base = artDir(owner, id);
  return { poster: `${base}/${FILES.poster}`, backdrop: `${base}/${FILES.backdrop}`, thumbnail: `${base}/${FILES.thumbnail}` };
}

/**
 * The id of an artwork path written by the seed for this owner ('art/video-7/poster.jpg' → 7), also
 * once versioned ('art/video-7/poster.0123456789ab.jpg', demo-artwork-versions.ts); null for
 * anything else, an operator's full URL included.
 */
export function demoArtId(owner: ArtOwner, url: string | null): number | null {
  const match = new RegExp(`^art/${owner}-(\\d+)/[a-z]+(?:\\.[0-9a-f]{12})?\\.jpg$`).exec(url ?? '');
  return match ? Number(match[1]) : null;
}
