// A stream's source as the console sets it: an operator's external HLS or DASH address (checked by
// the contract), stored as given, except an address of our own media, which is stored as its media
// path like every other column (catalogue/asset-url.ts) so the catalogue can sign it.
// Premium protection (ARCHITECTURE 6, issue 12): a premium stream never plays our public media (its
// files would be open to anyone), and a free stream never plays protected media (the catalogue
// hands free URLs out unsigned, so it could not play): both are refused with the form's message.
import { ADMIN_LIVE_MESSAGES } from '@ott/contract';
import { PROTECTED_PREFIX } from '../../lib/media-url.ts';
import { badRequest } from '../../lib/errors.ts';
import { ownMediaPath } from '../catalogue/asset-url.ts';

const M = ADMIN_LIVE_MESSAGES;

/** The value to store for an operator's address: our media path when it is ours, else the address. */
export function storedSource(address: string, opts: { mediaBaseUrl: string; requestHost: string }): string {
  const own = ownMediaPath(opts.mediaBaseUrl, address);
  if (own !== null) return own;
  // MEDIA_BASE_URL may be a path on this site ('/media'): an address of this host under it is ours.
  if (opts.mediaBaseUrl.startsWith('/')) {
    const url = new URL(address);
    const prefix = `${opts.mediaBaseUrl}/`;
    if (url.hostname.toLowerCase() === opts.requestHost.toLowerCase() && url.pathname.startsWith(prefix)) {
      return url.pathname.slice(prefix.length);
    }
  }
  return address;
}

/** Whether a stored source is our own media, and whether it is under the signed `protected/` root. */
export function sourceKind(mediaBaseUrl: string, source: string): 'external' | 'public' | 'protected' {
  const own = ownMediaPath(mediaBaseUrl, source);
  if (own === null) return 'external';
  return own.startsWith(PROTECTED_PREFIX) ? 'protected' : 'public';
}

export function checkSourceProtection(mediaBaseUrl: string, source: string, isPremium: boolean): void {
  const kind = sourceKind(mediaBaseUrl, source);
  if (isPremium && kind === 'public') throw badRequest(M.premiumNeedsProtectedSource, { live_url: [M.premiumNeedsProtectedSource] });
  if (!isPremium && kind === 'protected') throw badRequest(M.freeNeedsOpenSource, { live_url: [M.freeNeedsOpenSource] });
}
