// Where the advanced player's streams live under the media origin (SPEC 2.22). The live channel
// and the AES-128 copy are made from demo clips (features/media), so a fresh machine has all three
// with no downloads.
// Slugs of features/media/demo-catalogue.ts (DEMO_CLIPS); the job warns when one is missing.

/** The clip the live channel loops (copied, never re-encoded: the machine has two cores). */
export const LIVE_SOURCE_CLIP = 'village-cricket';
/** The clip packaged as encrypted HLS for the DRM card. */
export const DRM_DEMO_CLIP = 'hyderabad-nights';

export const LIVE_CHANNEL_DIR = 'live/demo-channel';
export const LIVE_PLAYLIST = 'index.m3u8';
export const LIVE_SEGMENT_SECONDS = 2;
export const LIVE_LIST_SIZE = 6;

export const DRM_PLAYLIST = 'index.m3u8';
export const drmDir = (slug: string) => `drm/${slug}`;

/** Public demo clip files (poster, media playlists) relative to the media origin. */
export const demoClipDir = (slug: string) => `demo/${slug}`;
