// Impression and click tracking for one view (SPEC 7 'Ads'): each ad's impression and click is
// posted at most once per view id; the server dedupes again on (ad, kind, view). Failures are
// ignored: tracking never gets in the viewer's way.
import { useCallback, useRef, useState } from 'react';
import type { Advertisement } from '@ott/contract';
import { trackClick } from '@/api/ads/track-click.ts';
import { trackImpression } from '@/api/ads/track-impression.ts';
import { newAdViewId } from '../lib/view-id.ts';

export function useAdTracking({ viewId: givenViewId, videoId }: { viewId?: string; videoId?: number | null }) {
  const [ownViewId] = useState(newAdViewId);
  const viewId = givenViewId ?? ownViewId;
  const sent = useRef(new Set<string>());

  const once = useCallback((key: string) => {
    if (sent.current.has(key)) return false;
    sent.current.add(key);
    return true;
  }, []);

  const impression = useCallback(
    (ad: Advertisement) => {
      if (!once(`impression:${ad.id}`)) return;
      trackImpression({ adId: ad.id, impressionType: ad.ad_type, viewId, videoId }).catch(() => undefined);
    },
    [once, viewId, videoId],
  );

  const click = useCallback(
    (ad: Advertisement) => {
      if (!once(`click:${ad.id}`)) return;
      trackClick({ adId: ad.id, viewId, videoId }).catch(() => undefined);
    },
    [once, viewId, videoId],
  );

  return { viewId, impression, click };
}
