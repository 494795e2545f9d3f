// Where an ad's call to action leads (SPEC 3 'Advertisement' external_url): paths on this site
// stay in the app; other http(s) addresses open in a new tab. Anything else is not followed.
export type AdLink = { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'external'; readonly href: string };

export function resolveAdLink(url: string | null | undefined, origin: string): AdLink | null {
  const raw = url?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin) return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'external', href: parsed.href };
}

/** The spec's default label when an ad has none. */
export const callToActionOf = (ad: { call_to_action: string }, fallback: string) => ad.call_to_action.trim() || fallback;
