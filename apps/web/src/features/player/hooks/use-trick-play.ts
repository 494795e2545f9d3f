// Seek-bar thumbnails (issue 15.3): the trick-play WebVTT is fetched only when the viewer first
// reaches for the seek bar (hover, drag or a key on it), never with the page or the stream, and
// each sprite sheet is fetched once, as soon as a tile in it may be shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseTrickPlayVtt, tileAt, type TrickPlayTile } from '../lib/trick-play.ts';

export interface TrickPlay {
  /** Starts fetching the thumbnails track (once; later calls do nothing). */
  request(): void;
  /** The tile for `seconds`, once the track has arrived; null before, without one, or on failure. */
  tileAt(seconds: number): TrickPlayTile | null;
  /** Fetches the sprite of the tile for `seconds` ahead of showing it (each sprite once). */
  preload(seconds: number): void;
}

const NONE: readonly TrickPlayTile[] = [];

export function useTrickPlay(url: string | null | undefined): TrickPlay {
  const [loaded, setLoaded] = useState<{ url: string; tiles: readonly TrickPlayTile[] } | null>(null);
  const requested = useRef<{ url: string; controller: AbortController } | null>(null);
  const sprites = useRef(new Map<string, HTMLImageElement>());

  useEffect(
    () => () => {
      requested.current?.controller.abort();
      requested.current = null;
    },
    [url],
  );

  const request = useCallback(() => {
    if (!url || requested.current?.url === url) return;
    const controller = new AbortController();
    requested.current = { url, controller };
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        if (!controller.signal.aborted) setLoaded({ url, tiles: parseTrickPlayVtt(text, url) });
      })
      // No thumbnails, then: the seek bar works as before. Not retried for this title.
      .catch(() => undefined);
  }, [url]);

  const tiles = loaded && loaded.url === url ? loaded.tiles : NONE;
  const find = useCallback((seconds: number) => tileAt(tiles, seconds), [tiles]);
  const preload = useCallback(
    (seconds: number) => {
      const tile = tileAt(tiles, seconds);
      if (!tile || sprites.current.has(tile.url)) return;
      const image = new Image();
      image.decoding = 'async';
      image.src = tile.url;
      sprites.current.set(tile.url, image);
    },
    [tiles],
  );
  return { request, tileAt: find, preload };
}
