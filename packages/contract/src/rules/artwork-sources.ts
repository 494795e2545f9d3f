// Title artwork (SPEC 3 'Video' image URLs, issue 13 points 3 and 5). When artwork is produced the
// server writes, beside each JPEG, a copy named by a hash of its content and WebP copies of it in a
// few widths under the same stem; the stored URL is the versioned JPEG. Screens derive the WebP
// `srcset` from that URL, so the API keeps its fields; any other URL (an operator's own image, art
// not yet versioned) is used as it is. A versioned URL never changes meaning: it is cached for good.

import type { PictureSources } from './profile-picture.ts';

export type ArtworkVariantKind = 'poster' | 'backdrop' | 'thumb';

/** WebP widths made for each kind, smallest first (sources: poster 480x720, backdrop 1280x720, thumb 640x360). */
export const ARTWORK_VARIANT_WIDTHS: Readonly<Record<ArtworkVariantKind, readonly number[]>> = {
  poster: [160, 320, 480],
  backdrop: [640, 960, 1280],
  thumb: [320, 640],
};

/** Hex digits of the content hash in a versioned artwork file name. */
export const ARTWORK_HASH_LENGTH = 12;

const VERSIONED = /^(?<prefix>.*\/)?(?<kind>poster|backdrop|thumb)\.(?<hash>[0-9a-f]{12})\.jpg$/;

/** 'poster.<hash>.jpg': the versioned copy of a kind's JPEG. */
export const versionedArtworkName = (kind: ArtworkVariantKind, hash: string) => `${kind}.${hash}.jpg`;

/** 'poster.<hash>-320w.webp': one WebP width of it. */
export const artworkVariantName = (kind: ArtworkVariantKind, hash: string, width: number) => `${kind}.${hash}-${width}w.webp`;

/** The `src` and `srcSet` an <img> (or an image preload) needs for a stored artwork URL; srcSet only for versioned artwork. */
export function artworkSources(url: string): PictureSources {
  const match = VERSIONED.exec(url);
  if (!match?.groups) return { src: url };
  const { prefix = '', kind, hash } = match.groups as { prefix?: string; kind: ArtworkVariantKind; hash: string };
  const srcSet = ARTWORK_VARIANT_WIDTHS[kind].map((width) => `${prefix}${artworkVariantName(kind, hash, width)} ${width}w`).join(', ');
  return { src: url, srcSet };
}

/** Whether a media file name is versioned artwork (its JPEG or a WebP width): never rewritten. */
export const isVersionedArtworkFile = (name: string) => /^(poster|backdrop|thumb)\.[0-9a-f]{12}(\.jpg|-\d{2,4}w\.webp)$/.test(name);
