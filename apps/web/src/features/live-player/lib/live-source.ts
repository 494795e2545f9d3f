// SPEC 2.22 / 5 'Playback': what a live_url plays as. A video-site URL or a bare 11-character id
// opens the site's embedded player; any other web address plays directly (HLS through Shaka).
import type { StreamKind } from '@/features/player/index.ts';

export type LiveSource =
  | { type: 'embed'; videoId: string; embedUrl: string }
  | { type: 'direct'; url: string; kind: StreamKind };

/** SPEC 5: embedded video ids are exactly 11 characters. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const SITE_HOSTS = /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/** The privacy-enhanced embed (the CSP's frame-src allows this origin only). */
export function embedUrlFor(videoId: string, origin: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    controls: '0',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    enablejsapi: '1',
    origin,
  });
  return `https://www.youtube-nocookie.com/embed/${videoId}?${params.toString()}`;
}

function videoIdFromSiteUrl(url: URL): string | null {
  if (url.hostname.toLowerCase().endsWith('youtu.be')) return url.pathname.split('/')[1] ?? null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const [, section, id] = url.pathname.split('/');
  return section && ['embed', 'live', 'shorts', 'v'].includes(section) ? (id ?? null) : null;
}

function guessKind(url: string): StreamKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.mpd')) return 'dash';
  if (path.endsWith('.m3u8')) return 'hls';
  return path.endsWith('.mp4') || path.endsWith('.webm') ? 'mp4' : 'hls';
}

/** Null when the stream cannot open: no live_url, a bad video id, or not a web address. */
export function parseLiveSource(liveUrl: string, origin: string): LiveSource | null {
  const value = liveUrl.trim();
  if (!value) return null;
  if (VIDEO_ID.test(value)) return { type: 'embed', videoId: value, embedUrl: embedUrlFor(value, origin) };
  // A bare id of the wrong length is not a stream path either.
  if (/^[A-Za-z0-9_-]+$/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (SITE_HOSTS.test(url.hostname)) {
    const videoId = videoIdFromSiteUrl(url);
    return videoId && VIDEO_ID.test(videoId) ? { type: 'embed', videoId, embedUrl: embedUrlFor(videoId, origin) } : null;
  }
  return { type: 'direct', url: url.href, kind: guessKind(url.pathname) };
}
