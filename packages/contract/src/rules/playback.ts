// SPEC 4 'Movie playback rules' and SPEC 5 'Playback'.

export type PlaybackDecision = 'play' | 'subscribe' | 'rent';

export interface PlaybackVideo {
  /** 'free' | 'paid' | 'rental' (SPEC 3 'Video/Movie'); any other value is treated as paid. */
  video_type?: string | null;
}

export interface PlaybackViewer {
  isSubscribed: boolean;
  hasActiveRental: boolean;
}

const EMBED_ID = /^[A-Za-z0-9_-]{11}$/;

/** A category-list video opens only with an HLS URL containing .m3u8. */
export function canPlayHls(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.toLowerCase().includes('.m3u8');
}

/** A live stream opens only with a live_url. */
export function canOpenLiveStream(live_url: string | null | undefined): boolean {
  return typeof live_url === 'string' && live_url.trim() !== '';
}

/** Embedded video-site ids are exactly 11 characters of [A-Za-z0-9_-]. */
export function isValidEmbedId(id: string | null | undefined): boolean {
  return typeof id === 'string' && EMBED_ID.test(id);
}

/**
 * free plays; paid plays for a subscriber, else 'subscribe' (to /plans); rental plays for a
 * subscriber or an active rental, else 'rent' (to /movie/{id}/rent). An unknown or missing
 * video_type is treated as paid so premium content never leaks.
 */
export function playbackDecision(video: PlaybackVideo, viewer: PlaybackViewer): PlaybackDecision {
  switch (video.video_type) {
    case 'free':
      return 'play';
    case 'rental':
      return viewer.isSubscribed || viewer.hasActiveRental ? 'play' : 'rent';
    default:
      return viewer.isSubscribed ? 'play' : 'subscribe';
  }
}
