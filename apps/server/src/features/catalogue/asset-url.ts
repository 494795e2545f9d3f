// Image and promo columns hold either a full URL (operators may paste one) or a path relative to
// the media origin ('demo/x/poster.jpg'); both leave the API as something a browser can load.
import { publicMediaUrl } from '../../lib/media-url.ts';

export function assetUrl(mediaBaseUrl: string, value: string | null): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/')) return value;
  return publicMediaUrl(mediaBaseUrl, value);
}
