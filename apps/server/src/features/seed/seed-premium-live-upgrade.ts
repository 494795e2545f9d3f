// Seed version 4 moved the premium demo live channel behind the signed origin (issue 12: premium
// live channels follow the entitlement of premium titles). A database seeded earlier still points
// its premium seeded channels at the public clip (`demo/{slug}/master.m3u8`, relative to the media
// origin since migration 0009 and seed version 6): move them to the `protected/` copy, leaving any
// URL an operator has set since (it no longer points there).
import { and, eq, like, lte } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { liveStreams } from '../../lib/db/schema.ts';
import { LIVE_STREAM_SEED } from './data/showcase.ts';
import { demoLiveUrl } from './demo-layout.ts';

const PUBLIC_CLIP = /^demo\/([a-z0-9-]+)\/master\.m3u8$/;

export async function protectPremiumLiveChannels(db: Pick<Database, 'select' | 'update'>): Promise<void> {
  const stale = await db
    .select({ id: liveStreams.id, liveUrl: liveStreams.liveUrl })
    .from(liveStreams)
    .where(and(lte(liveStreams.id, LIVE_STREAM_SEED.length), eq(liveStreams.isPremium, true), like(liveStreams.liveUrl, 'demo/%')));
  for (const { id, liveUrl } of stale) {
    const slug = PUBLIC_CLIP.exec(liveUrl)?.[1];
    if (slug) await db.update(liveStreams).set({ liveUrl: demoLiveUrl(slug, true) }).where(eq(liveStreams.id, id));
  }
}
