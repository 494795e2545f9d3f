// GET /api/advanced-player/streams/ (SPEC 2.22 'Advanced player'): the three demo cards, each a
// stream our own server produces: the live channel, a free title's DASH manifest and the AES-128
// copy whose key only entitled viewers get. Public and the same for everyone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, isNotNull, like, or } from 'drizzle-orm';
import { API, DemoStreamsResponse, ErrorResponse, type DemoStream } from '@ott/contract';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import { publicMediaUrl } from '../../lib/media-url.ts';
import { assetUrl } from '../catalogue/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { DRM_DEMO_CLIP, DRM_PLAYLIST, drmDir, LIVE_CHANNEL_PATH, protectedClipDir } from './layout.ts';
import { isLiveChannelOnAir, mediaFileExists } from './stream-status.ts';

/** Short enough that a card turns available within seconds of the encoder starting. */
const MAX_AGE_SECONDS = 5;

/** The first free, ready title with a DASH manifest: its stream is the DASH card, its ads play first. */
async function freeDemoVideo(deps: Deps) {
  const [row] = await deps.db
    .select({ id: videos.id, dashPath: videos.dashPath, posterUrl: videos.posterUrl })
    .from(videos)
    .where(and(eq(videos.videoType, 'free'), eq(videos.status, 'ready'), isNotNull(videos.dashPath)))
    .orderBy(asc(videos.id))
    .limit(1);
  return row ?? null;
}

/**
 * Card pictures are the painted artwork of what each card plays (issue 12): the ident card of the
 * channel the live stream carries, and the titles' backdrops (pictures without type, which the
 * card's centred play button would cover); null when no row streams them. Rows hold paths relative
 * to the media origin (issue 14): URLs are built from MEDIA_BASE_URL here.
 */
async function cardArtwork(deps: Deps) {
  const [channel] = await deps.db
    .select({ thumbnail: liveStreams.thumbnail })
    .from(liveStreams)
    .where(or(eq(liveStreams.liveUrl, LIVE_CHANNEL_PATH), like(liveStreams.liveUrl, `%/${LIVE_CHANNEL_PATH}`)))
    .orderBy(asc(liveStreams.id))
    .limit(1);
  const [drmTitle] = await deps.db
    .select({ backdrop: videos.posterUrl })
    .from(videos)
    .where(eq(videos.hlsPath, `${protectedClipDir(DRM_DEMO_CLIP)}/master.m3u8`))
    .orderBy(asc(videos.id))
    .limit(1);
  const { mediaBaseUrl } = deps.config;
  return { live: assetUrl(mediaBaseUrl, channel?.thumbnail ?? null), drm: assetUrl(mediaBaseUrl, drmTitle?.backdrop ?? null) };
}

export async function listDemoStreams(deps: Deps): Promise<DemoStreamsResponse> {
  const { mediaBaseUrl } = deps.config;
  const [free, artwork] = await Promise.all([freeDemoVideo(deps), cardArtwork(deps)]);
  const adVideoId = free?.id ?? null;
  const drmPath = `${drmDir(DRM_DEMO_CLIP)}/${DRM_PLAYLIST}`;
  const [liveOnAir, dashReady, drmReady] = await Promise.all([
    isLiveChannelOnAir(deps.storage),
    free?.dashPath ? mediaFileExists(deps.storage, free.dashPath) : Promise.resolve(false),
    mediaFileExists(deps.storage, drmPath),
  ]);
  const streams: DemoStream[] = [
    {
      id: 'hls_live',
      title: 'HLS Live Stream',
      description: 'A live channel our server encodes right now: a sliding-window HLS playlist.',
      kind: 'hls',
      url: publicMediaUrl(mediaBaseUrl, LIVE_CHANNEL_PATH),
      poster: artwork.live,
      is_live: true,
      is_protected: false,
      ad_video_id: adVideoId,
      available: liveOnAir,
    },
    {
      id: 'dash_vod',
      title: 'DASH VOD Stream',
      description: 'Adaptive MPEG-DASH on demand with CMAF segments in several qualities.',
      kind: 'dash',
      url: free?.dashPath ? publicMediaUrl(mediaBaseUrl, free.dashPath) : '',
      poster: assetUrl(mediaBaseUrl, free?.posterUrl ?? null),
      is_live: false,
      is_protected: false,
      ad_video_id: adVideoId,
      available: dashReady,
    },
    {
      id: 'drm',
      title: 'DRM Protected Content',
      description: 'Encrypted HLS (AES-128): the key is granted only to subscribers.',
      kind: 'hls',
      url: publicMediaUrl(mediaBaseUrl, drmPath),
      poster: artwork.drm,
      is_live: false,
      is_protected: true,
      ad_video_id: adVideoId,
      available: drmReady,
    },
  ];
  return streams;
}

export function streamsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.demoStreams,
    {
      schema: {
        response: { 200: DemoStreamsResponse, 429: ErrorResponse },
        tags: ['streaming'],
        summary: "The advanced player's demo streams: live HLS, DASH VOD and AES-128 protected HLS",
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return listDemoStreams(app.deps);
    },
  );
}
