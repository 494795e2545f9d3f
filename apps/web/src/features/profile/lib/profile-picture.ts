// Client-side pre-check of a chosen profile picture: the same rule and message the server applies
// (JPEG, PNG or WebP up to 2 MB), so a wrong file is refused before it is uploaded.
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@ott/contract';

export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

export function isAcceptablePicture(file: Pick<File, 'type' | 'size'>): boolean {
  return (PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= PROFILE_PICTURE_MAX_BYTES;
}
