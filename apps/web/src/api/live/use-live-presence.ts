// SPEC 2.4 / 4 'Live presence': the header walks every category's live list (polled 10 s, or
// faster when the home's section is also watching) and finds an active, important stream.
import type { LiveStream } from '@ott/contract';
import { LIVE_POLL_HEADER_MS } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { canOpen, isActiveImportant } from './list-live-streams.ts';
import { useLiveStreamsByCategory } from './use-live-streams.ts';

/**
 * The first active, important stream that opens (plays, or offers the subscription for a premium
 * channel) in category order, or null when none is live.
 */
export function useLivePresence(): LiveStream | null {
  const { data: categories = [] } = useCategories();
  const groups = useLiveStreamsByCategory(categories, LIVE_POLL_HEADER_MS);
  for (const { streams } of groups) {
    const found = streams.find((s) => isActiveImportant(s) && canOpen(s));
    if (found) return found;
  }
  return null;
}
