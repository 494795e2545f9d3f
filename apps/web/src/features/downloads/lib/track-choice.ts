// Which of a title's tracks a download stores (Shaka's offline.trackSelectionCallback): one variant
// at the chosen height (its highest bandwidth), in the viewer's audio language when the title has
// it. Nothing else: subtitles come from the title's own WebVTT files, which need the network.

export interface OfflineTrack {
  readonly type: string;
  readonly height: number | null;
  readonly bandwidth: number;
  readonly language: string;
}

export function chooseDownloadTracks<T extends OfflineTrack>(tracks: readonly T[], height: number, audioLanguage?: string): T[] {
  const variants = tracks.filter((track) => track.type === 'variant' && track.height !== null);
  if (variants.length === 0) return [];
  // The chosen height, or (should the playlist have changed) the tallest below it, else the lowest.
  const heights = [...new Set(variants.map((track) => track.height ?? 0))].sort((a, b) => b - a);
  const target = heights.find((candidate) => candidate <= height) ?? heights.at(-1);
  const atHeight = variants.filter((track) => track.height === target);
  const inLanguage = audioLanguage ? atHeight.filter((track) => track.language === audioLanguage) : [];
  const pool = inLanguage.length > 0 ? inLanguage : atHeight;
  const best = [...pool].sort((a, b) => b.bandwidth - a.bandwidth)[0];
  return best ? [best] : [];
}
