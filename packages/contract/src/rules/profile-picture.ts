// Profile pictures (SPEC 3 'User' profile_picture): the server stores every upload as square WebP
// files in a few sizes under one content-hash stem, and the user's profile_picture is the largest.
// Screens derive the smaller sizes from that URL, so the API keeps its one field.

/** Square edge lengths in pixels, smallest first: header button, profile page, large screens. */
export const PROFILE_PICTURE_SIZES = [96, 192, 512] as const;
export type ProfilePictureSize = (typeof PROFILE_PICTURE_SIZES)[number];

export const PROFILE_PICTURE_LARGEST: ProfilePictureSize = 512;

/** '<hash>-<size>.webp': a hash of the content, so a URL never changes meaning and caches forever. */
const STEM = /^(?<prefix>.*\/)(?<hash>[0-9a-f]{32})-(?<size>\d+)\.webp$/;

export function profilePictureFileName(hash: string, size: ProfilePictureSize): string {
  return `${hash}-${size}.webp`;
}

export interface PictureSources {
  src: string;
  /** Only for pictures stored in several sizes; older uploads are a single file. */
  srcSet?: string;
}

/** The `src` and `srcSet` an <img> needs for a stored profile picture URL. */
export function profilePictureSources(url: string): PictureSources {
  const match = STEM.exec(url);
  if (!match?.groups) return { src: url };
  const { prefix, hash } = match.groups as { prefix: string; hash: string };
  const srcSet = PROFILE_PICTURE_SIZES.map((size) => `${prefix}${profilePictureFileName(hash, size)} ${size}w`).join(', ');
  return { src: url, srcSet };
}
