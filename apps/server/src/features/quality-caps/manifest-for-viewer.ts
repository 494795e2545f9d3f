// Issue 18.2: which manifest of a title a viewer is handed. The full ladder's manifests have
// capped copies beside them (features/media/capped-manifests.ts); a viewer gets the one of their
// cap (videoHeightCap: their plan, or the free cap), in the same directory, so a paid title's
// directory token covers it as it covers the full one.
import { cappedManifestPath, manifestHeightFor } from '@ott/contract';

/** Packaged manifests have capped copies; any other stored stream path is handed out as it is. */
const CAPPED_MANIFEST = /(^|\/)(master\.m3u8|manifest\.mpd)$/;

export function manifestPathForCap(mediaPath: string | null, cap: number): string | null {
  if (mediaPath === null || mediaPath.includes('://') || !CAPPED_MANIFEST.test(mediaPath)) return mediaPath;
  return cappedManifestPath(mediaPath, manifestHeightFor(cap));
}
