/**
 * Plays with sound after the viewer's click; a browser that still refuses gets a muted start and
 * the caller shows an unmute hint. play() may be asked for before the engine has attached its
 * source, and attaching one rejects pending requests with AbortError, so those are simply asked again.
 */
export async function startPlayback(video: HTMLVideoElement, onMutedStart: () => void): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    try {
      await video.play();
      return;
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'AbortError') continue;
      if (name !== 'NotAllowedError' || video.muted) return;
      video.muted = true;
      onMutedStart();
    }
  }
}
