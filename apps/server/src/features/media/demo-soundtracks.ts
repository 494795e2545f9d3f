// A demo feature clip's soundtracks by language (issue 18 point 7): generated pads, no speech, so a
// "dub" is the same pad moved to another key and chord progression, audibly different from the first.
// Each language is its own AAC rendition, tagged in the HLS master (EXT-X-MEDIA TYPE=AUDIO with
// LANGUAGE and a readable NAME, the first DEFAULT=YES, as an uploaded film's: title-ladder.ts) and in
// DASH (one AdaptationSet per language, lang= from the stream's language tag).
import type { DemoClipSpec } from './demo-catalogue.ts';
import { finaliseHlsPlaylists, type HlsVariant } from './hls-playlists.ts';
import type { RenditionPlan } from './rendition-ladder.ts';
import { languageDisplayName } from './title-languages.ts';
import { measureTitleLadder, writeTitleCmafMaster, type TitleLadderLayout } from './title-ladder.ts';

export interface DemoSoundtrack {
  /** BCP 47. */
  readonly language: string;
  /** Picks the pad's key and progression (clip-soundtrack.ts). */
  readonly seed: number;
}

/**
 * Moves the seed two keys up and one progression on (clip-soundtrack.ts picks the root from
 * seed mod 6 and the progression from seed div 6), so every language sounds different.
 */
const VARIANT_SEED_STEP = 8;

/** The clip's soundtracks, the first the default; null for a clip with one untagged soundtrack. */
export function demoSoundtracks(clip: Pick<DemoClipSpec, 'seed' | 'audioLanguages'>): DemoSoundtrack[] | null {
  const languages = clip.audioLanguages ?? [];
  if (languages.length === 0) return null;
  return languages.map((language, index) => ({ language, seed: clip.seed + index * VARIANT_SEED_STEP }));
}

/**
 * Rewrites the clip's master.m3u8 with one tagged audio rendition per soundtrack (the dash muxer's
 * media playlists: the rungs first, then the soundtracks in order) and returns its variants.
 */
export async function writeDemoAudioMaster(
  outDir: string,
  renditions: readonly RenditionPlan[],
  soundtracks: readonly DemoSoundtrack[],
): Promise<HlsVariant[]> {
  const layout: TitleLadderLayout = {
    renditions,
    audioTracks: soundtracks.map((track) => ({ language: track.language, name: languageDisplayName(track.language) })),
    audioStreams: soundtracks.map((_, index) => renditions.length + index),
    lowAudioStreams: [],
    lowRungStreams: [],
  };
  await writeTitleCmafMaster(outDir, layout, await measureTitleLadder(outDir, layout));
  return finaliseHlsPlaylists(outDir, renditions.length);
}
