// Cache-Control of media files (issue 13.5). Segments are never rewritten once published (VOD
// packaging writes them once; the live encoder names them by epoch sequence), so they may be kept
// for a year. Playlists and manifests change (the live playlist every segment) and init segments
// are rewritten when the live encoder restarts: they are revalidated on every use. Artwork under a
// content-hash name (features/media/artwork-variants.ts) is kept for a year too; plain artwork and
// whole clips keep revalidation: demo artwork is regenerated in place under the same URL.
import { isVersionedArtworkFile } from '@ott/contract';

const SEGMENT = /\.(m4s|ts|aac|m4a)$/;
const MANIFEST = /\.(m3u8|mpd)$/;

/**
 * private: files reached through a signed URL (paid streams). Only the viewer's own browser may keep
 * them, never a shared cache; the URL itself expires with its token, so a cached copy is reachable
 * only by a player that still holds that URL.
 */
export function mediaCacheHeaders(
  file: string,
  access: 'public' | 'private',
): Record<string, string> {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (MANIFEST.test(name)) return { 'Cache-Control': 'no-cache' };
  if (SEGMENT.test(name) && !name.startsWith('init')) {
    return { 'Cache-Control': `${access}, max-age=31536000, immutable` };
  }
  // Versioned artwork (`poster.<content hash>.jpg` and its WebP widths) never changes under its name.
  if (isVersionedArtworkFile(name)) return { 'Cache-Control': `${access}, max-age=31536000, immutable` };
  return { 'Cache-Control': `${access}, max-age=0` };
}
