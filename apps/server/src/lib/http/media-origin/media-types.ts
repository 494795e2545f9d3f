// Content-Type by extension for what the media pipeline writes (streams, captions, artwork, keys).
// A short table rather than a MIME database: the media dir holds only these, and an unknown file
// goes out as bytes (X-Content-Type-Options: nosniff keeps browsers from guessing).
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  aac: 'audio/x-aac',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt; charset=utf-8',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  // HLS AES-128 key files: raw bytes (a MIME database says Apple Keynote).
  key: 'application/octet-stream',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  if (dot <= file.lastIndexOf('/')) return 'application/octet-stream';
  return TYPES[file.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
