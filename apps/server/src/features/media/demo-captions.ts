// WebVTT captions for the demo titles (issue 6 'captions track support where the title has one').
// Feature clips and live channel loops get an English and a Telugu track saying what is on screen
// and heard (the title, its soft music, its synopsis); promos and ads get none. The files sit beside
// the stream in the public `demo/{slug}/` directory: caption text is not premium media, so paid
// titles use the same public files (only their streams are signed). A live channel's loop also
// lists its tracks inside its HLS master (a one-segment subtitle playlist per language), because
// the Live TV player only sees what the stream carries (issue 12). Writing is idempotent: a file
// whose content is already right is left alone.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND_NAME, type CaptionTrack } from '@ott/contract';
import { publicMediaUrl } from '../../lib/media-url.ts';
import type { DemoClipSpec } from './demo-catalogue.ts';
import { singleVttPlaylist, type SubtitleRendition } from './hls-subtitles.ts';

type CaptionedClip = Pick<DemoClipSpec, 'title' | 'description' | 'kind' | 'teluguTitle' | 'teluguDescription'>;

interface CaptionLanguage {
  readonly lang: string;
  readonly label: string;
  lines(clip: CaptionedClip): string[];
}

export const DEMO_CAPTION_LANGUAGES: readonly CaptionLanguage[] = [
  {
    lang: 'en',
    label: 'English',
    lines: (clip) => [
      clip.title,
      '[Soft music]',
      ...(clip.description ? [clip.description] : []),
      clip.kind === 'live' ? `You are watching ${clip.title}, live on ${BRAND_NAME}.` : `Now streaming on ${BRAND_NAME}.`,
      '[The music swells]',
    ],
  },
  {
    lang: 'te',
    label: 'తెలుగు',
    // A title with its Telugu name and synopsis reads them, line for line with the English track.
    lines: (clip) => [
      clip.teluguTitle ?? clip.title,
      '[మృదువైన సంగీతం]',
      ...(clip.teluguDescription ? [clip.teluguDescription] : []),
      clip.kind === 'live' ? `మీరు ${BRAND_NAME} లో ${clip.title} ప్రత్యక్ష ప్రసారం చూస్తున్నారు.` : `ఇప్పుడు ${BRAND_NAME} లో ప్రసారం అవుతోంది.`,
      '[సంగీతం కొనసాగుతుంది]',
      ...(clip.teluguDescription ? [] : [`${clip.teluguTitle ?? clip.title} చూసినందుకు ధన్యవాదాలు.`]),
    ],
  },
];

export const captionFileName = (lang: string) => `captions.${lang}.vtt`;

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The lines spread evenly over the clip, each cue ending a beat before the next begins. */
export function buildWebVtt(lines: readonly string[], seconds: number): string {
  const slot = seconds / lines.length;
  const cues = lines.map((line, i) => {
    const start = i * slot;
    const end = Math.max(start + 0.5, (i + 1) * slot - 0.2);
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${line}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export const hasDemoCaptions = (clip: Pick<DemoClipSpec, 'kind'>) => clip.kind === 'feature' || clip.kind === 'live';
/** Live loops carry their captions inside the stream: one subtitle playlist per language. */
const hasStreamSubtitles = (clip: Pick<DemoClipSpec, 'kind'>) => clip.kind === 'live';
export const subtitlePlaylistName = (lang: string) => `subs.${lang}.m3u8`;

/** The subtitle renditions a clip's HLS master lists (none but for live loops). */
export function demoSubtitleRenditions(clip: Pick<DemoClipSpec, 'kind'>): SubtitleRendition[] {
  if (!hasStreamSubtitles(clip)) return [];
  return DEMO_CAPTION_LANGUAGES.map((language) => ({ language: language.lang, name: language.label, uri: subtitlePlaylistName(language.lang) }));
}

/** The caption files of one clip, by file name (empty when it has none). */
export function demoCaptionFiles(clip: DemoClipSpec): Map<string, string> {
  const files = new Map<string, string>();
  if (!hasDemoCaptions(clip)) return files;
  for (const language of DEMO_CAPTION_LANGUAGES) {
    files.set(captionFileName(language.lang), buildWebVtt(language.lines(clip), clip.seconds));
    if (hasStreamSubtitles(clip)) files.set(subtitlePlaylistName(language.lang), singleVttPlaylist(captionFileName(language.lang), clip.seconds));
  }
  return files;
}

/** Writes the files whose content differs; returns how many were written. */
export async function writeDemoCaptions(dir: string, clip: DemoClipSpec): Promise<number> {
  let written = 0;
  for (const [name, text] of demoCaptionFiles(clip)) {
    const file = join(dir, name);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === text) continue;
    await mkdir(dir, { recursive: true });
    await writeFile(file, text);
    written += 1;
  }
  return written;
}

/** Writes the caption files of every captioned clip under `demoDir/{slug}/`; returns how many changed. */
export async function ensureDemoCaptions(demoDir: string, clips: readonly DemoClipSpec[]): Promise<number> {
  let written = 0;
  for (const clip of clips) written += await writeDemoCaptions(join(demoDir, clip.slug), clip);
  return written;
}

/**
 * The caption tracks of a title streaming from a demo clip (public or protected copy), as the API
 * lists them; [] for any other stream or an uncaptioned clip.
 */
export function demoCaptionTracks(
  mediaBaseUrl: string,
  streamPath: string | null,
  clips: readonly DemoClipSpec[],
): CaptionTrack[] {
  const slug = /^(?:protected\/)?demo\/([a-z0-9-]+)\//.exec(streamPath ?? '')?.[1];
  const clip = clips.find((c) => c.slug === slug);
  if (!clip || clip.kind !== 'feature') return [];
  return DEMO_CAPTION_LANGUAGES.map((language) => ({
    lang: language.lang,
    label: language.label,
    url: publicMediaUrl(mediaBaseUrl, `demo/${clip.slug}/${captionFileName(language.lang)}`),
  }));
}
