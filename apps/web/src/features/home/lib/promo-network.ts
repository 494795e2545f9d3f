// Whether the viewer's connection should spare them the hero promo (issue 13.3): Save-Data (or the
// reduced-data preference), a slow effective type (slow-2g, 2g, 3g) or a metered cellular link.
// The slides then stay stills and advance on the timer. Browsers without the Network Information
// API (Safari, Firefox) say nothing, and the promo plays as before.

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export function sparesPromoData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (window.matchMedia?.('(prefers-reduced-data: reduce)').matches === true) return true;
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '') || connection.type === 'cellular';
}
