// Where the advanced player's streams live under the media origin (SPEC 2.22). The live channel
// and the AES-128 copy are made from demo clips (features/media), so a fresh machine has all three
// with no downloads. The slugs are those features/seed/demo-clips.ts gives the titles (seed tests
// check that they match): the live channel is "Telugu News 24x7" looping its own clip, the DRM
// card a premium title's own clip.

/** The clip the live channel loops (copied, never re-encoded: the machine has two cores). */
export const LIVE_SOURCE_CLIP = 'live-telugu-news-24x7';
/** The premium title whose clip is packaged as encrypted HLS for the DRM card. */
export const DRM_DEMO_CLIP = 'rayalaseema-roar';

export const LIVE_CHANNEL_DIR = 'live/demo-channel';
/** The master playlist players open: the media playlist plus its WebVTT subtitle rendition. */
export const LIVE_MASTER = 'master.m3u8';
export const LIVE_PLAYLIST = 'index.m3u8';
export const LIVE_SUBTITLES = 'subs.en.m3u8';
export const LIVE_CHANNEL_PATH = `${LIVE_CHANNEL_DIR}/${LIVE_MASTER}`;
export const LIVE_SEGMENT_SECONDS = 2;
export const LIVE_LIST_SIZE = 6;

export const DRM_PLAYLIST = 'index.m3u8';
export const drmDir = (slug: string) => `drm/${slug}`;

/** Public demo clip directories relative to the media origin; paid titles' clips are only under protected/. */
export const demoClipDir = (slug: string) => `demo/${slug}`;
export const protectedClipDir = (slug: string) => `protected/demo/${slug}`;

/**
 * An operator's own channel looping one of our titles (issue 15.4): its directory under the media
 * origin, under protected/ when the stream is premium (signed for subscribers, lib/media-url.ts: the
 * token grants the directory, so segments that appear later are covered). Files sit flat in it.
 */
export const ownChannelDir = (streamId: number, isPremium: boolean) => `${isPremium ? 'protected/' : ''}live/streams/${streamId}`;
export const ownChannelPath = (streamId: number, isPremium: boolean) => `${ownChannelDir(streamId, isPremium)}/${LIVE_MASTER}`;
