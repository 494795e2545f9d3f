// WebVTT captions for the demo titles (issue 6 'captions track support where the title has one').
// Feature clips get an English and a Telugu track describing what is on screen and heard (a
// burned-in title over a pattern, a beeping tone); promos get none. The files sit beside the
// stream in the public `demo/{slug}/` directory: caption text is not premium media, so paid titles
// use the same public files (only their streams are signed). Writing is idempotent: a file whose
// content is already right is left alone.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaptionTrack } from '@ott/contract';
import { publicMediaUrl } from '../../lib/media-url.ts';
import type { DemoClipSpec } from './demo-catalogue.ts';

interface CaptionLanguage {
  readonly lang: string;
  readonly label: string;
  lines(title: string): string[];
}

export const DEMO_CAPTION_LANGUAGES: readonly CaptionLanguage[] = [
  {
    lang: 'en',
    label: 'English',
    lines: (title) => [
      title,
      '[A steady tone, beeping once a second]',
      'A demo clip made by our own media pipeline.',
      'These captions come from a WebVTT file beside the stream.',
      '[The tone continues]',
      `Thanks for watching ${title}.`,
    ],
  },
  {
    lang: 'te',
    label: 'తెలుగు',
    lines: (title) => [
      title,
      '[నిరంతర స్వరం, ప్రతి సెకనుకు ఒక బీప్]',
      'మా స్వంత మీడియా పైప్‌లైన్ తయారు చేసిన డెమో క్లిప్ ఇది.',
      'ఈ ఉపశీర్షికలు స్ట్రీమ్ పక్కన ఉన్న WebVTT ఫైల్ నుండి వస్తాయి.',
      '[స్వరం కొనసాగుతుంది]',
      `${title} చూసినందుకు ధన్యవాదాలు.`,
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

export const hasDemoCaptions = (clip: Pick<DemoClipSpec, 'kind'>) => clip.kind === 'feature';

/** Writes the caption files of every captioned clip under `demoDir/{slug}/`; returns how many changed. */
export async function ensureDemoCaptions(
  demoDir: string,
  clips: readonly DemoClipSpec[],
): Promise<number> {
  let written = 0;
  for (const clip of clips.filter(hasDemoCaptions)) {
    const dir = join(demoDir, clip.slug);
    await mkdir(dir, { recursive: true });
    for (const language of DEMO_CAPTION_LANGUAGES) {
      const file = join(dir, captionFileName(language.lang));
      const text = buildWebVtt(language.lines(clip.title), clip.seconds);
      const current = await readFile(file, 'utf8').catch(() => null);
      if (current === text) continue;
      await writeFile(file, text);
      written += 1;
    }
  }
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
  if (!clip || !hasDemoCaptions(clip)) return [];
  return DEMO_CAPTION_LANGUAGES.map((language) => ({
    lang: language.lang,
    label: language.label,
    url: publicMediaUrl(mediaBaseUrl, `demo/${clip.slug}/${captionFileName(language.lang)}`),
  }));
}
