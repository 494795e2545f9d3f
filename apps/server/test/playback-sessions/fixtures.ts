// Viewers on a given plan, and the playback-session calls as a browser on one device makes them.
import { eq } from 'drizzle-orm';
import { API, type VideoType } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createViewer } from '../catalogue/fixtures.ts';
import { orders, rentals, users, videos } from '../../src/lib/db/schema.ts';
import { VIDEO_SEED } from '../../src/features/seed/seed-catalogue.ts';

export const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Seeded titles by type, in seed order: `idsOf('paid')[0]` is the first premium title. */
export const idsOf = (type: keyof typeof VideoType) =>
  VIDEO_SEED.flatMap((video, index) => (video.type === type ? [index + 1] : []));

export type Viewer = Awaited<ReturnType<typeof createViewer>>;

/** A subscriber on seeded plan 1 (Basic: 1 stream), 2 (Standard: 2) or 3 (Premium: 2). */
export async function subscriberOn(t: TestApp, planId: 1 | 2 | 3): Promise<Viewer> {
  const viewer = await createViewer(t.deps, { subscribedDays: 30 });
  await t.deps.db.update(users).set({ subscriptionPlanId: planId }).where(eq(users.id, viewer.user.id));
  return viewer;
}

let rentalCounter = 0;
/** An active rental of `videoId` for the viewer (no subscription needed). */
/** An active (paid) rental of `videoId` ending `endsInMs` from now. */
export async function rent(t: TestApp, userId: number, videoId: number, endsInMs = 86_400_000) {
  rentalCounter += 1;
  const [order] = await t.deps.db
    .insert(orders)
    .values({ gatewayOrderId: `order_ps${userId}_${rentalCounter}`, gateway: 'sandbox', receipt: `ps${userId}_${rentalCounter}`, userId, kind: 'rental', videoId, amountPaise: 4900, status: 'paid' })
    .returning();
  await t.deps.db.insert(rentals).values({
    userId,
    videoId,
    orderId: order?.id ?? 0,
    pricePaise: 4900,
    durationDays: 2,
    startsAt: new Date(Date.now() - 60_000),
    expiresAt: new Date(Date.now() + endsInMs),
  });
}

/** One browser of the viewer: its device id and user agent ride on every call. */
export function device(t: TestApp, viewer: Viewer, deviceId: string, userAgent = CHROME_ON_ANDROID) {
  const headers = { ...viewer.headers, 'user-agent': userAgent };
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  return {
    deviceId,
    start: (videoId: number, replace?: string) =>
      post(API.playbackSessions, { video_id: videoId, device_id: deviceId, ...(replace ? { replace } : {}) }),
    heartbeat: (id: string) => post(API.playbackSessionHeartbeat(id)),
    stop: (id: string) => post(API.playbackSessionStop(id)),
    renew: (dir: string, playback?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API.mediaToken}?dir=${encodeURIComponent(dir)}${playback ? `&playback=${playback}` : ''}`,
        headers,
      }),
  };
}

/** The protected directory a seeded title streams from. */
export async function streamDir(t: TestApp, videoId: number): Promise<string> {
  const [row] = await t.deps.db.select({ hlsPath: videos.hlsPath }).from(videos).where(eq(videos.id, videoId));
  return (row?.hlsPath ?? '').replace(/\/[^/]+$/, '');
}
