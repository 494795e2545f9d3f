// Starts playback after the viewer chose a card. Attaching the source rejects an early play() with
// AbortError, so that is simply asked again; a browser that refuses sound gets a muted start.
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
