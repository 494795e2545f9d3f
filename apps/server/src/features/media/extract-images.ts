import { join } from 'node:path';
import { filterOptions } from './filter-escape.ts';
import { findTitleFont } from './font-file.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { ProcessError, runProcess } from './run-process.ts';

export interface ExtractImagesOptions {
  readonly source: string;
  readonly outDir: string;
  readonly atSeconds: number;
  /** Drawn large across the poster when given. */
  readonly title?: string;
}

export interface ExtractedImages {
  readonly posterFile: string;
  readonly backdropFile: string;
  readonly thumbnailFile: string;
}

export const POSTER_NAME = 'poster.jpg';
export const BACKDROP_NAME = 'backdrop.jpg';
export const THUMBNAIL_NAME = 'thumb.jpg';

const POSTER = { width: 480, height: 720 } as const;
const BACKDROP = { width: 1280, height: 720 } as const;
const THUMBNAIL = { width: 640, height: 360 } as const;

/** Poster (2:3), backdrop and thumbnail (16:9) JPEGs cut from one frame in one ffmpeg run. */
export async function extractImages(options: ExtractImagesOptions): Promise<ExtractedImages> {
  const files: ExtractedImages = {
    posterFile: join(options.outDir, POSTER_NAME),
    backdropFile: join(options.outDir, BACKDROP_NAME),
    thumbnailFile: join(options.outDir, THUMBNAIL_NAME),
  };
  const title = options.title?.trim() || undefined;
  try {
    await runFfmpeg(options, files, title);
  } catch (error) {
    // Without drawtext (no libfreetype or font) an untitled poster beats no poster.
    if (!(error instanceof ProcessError) || title === undefined) throw error;
    await runFfmpeg(options, files, undefined);
  }
  return files;
}

function runFfmpeg(options: ExtractImagesOptions, files: ExtractedImages, title: string | undefined): Promise<unknown> {
  const portraitCrop = `crop=${filterOptions({ w: 'min(iw,ih*2/3)', h: 'min(ih,iw*3/2)' })}`;
  // The frame behind the poster title is blurred and dimmed so that any text burned into
  // the source, cut by the portrait crop, does not fight with the title.
  const posterChain = [
    portraitCrop,
    `scale=${POSTER.width}:${POSTER.height}`,
    'setsar=1',
    ...(title === undefined ? [] : ['gblur=sigma=28', 'eq=brightness=-0.15', ...posterTitle(title)]),
  ];
  const graph = [
    '[0:v:0]split=3[poster_in][backdrop_in][thumb_in]',
    `[poster_in]${posterChain.join(',')}[poster]`,
    `[backdrop_in]${coverScale(BACKDROP)}[backdrop]`,
    `[thumb_in]${coverScale(THUMBNAIL)}[thumb]`,
  ].join(';');
  const imageOutput = (label: string, file: string) => ['-map', `[${label}]`, '-frames:v', '1', '-q:v', '3', file];
  return runProcess(resolveFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-ss', options.atSeconds.toFixed(3), '-i', options.source, '-filter_complex', graph],
    ...imageOutput('poster', files.posterFile),
    ...imageOutput('backdrop', files.backdropFile),
    ...imageOutput('thumb', files.thumbnailFile),
  ]);
}

/** Fills the box, cropping the overflow, so any source aspect ratio gives an exact size. */
function coverScale({ width, height }: { width: number; height: number }): string {
  return `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;
}

const POSTER_TEXT_WIDTH = POSTER.width - 48;
// DejaVu Sans Bold averages about 0.62 em per character; a touch less keeps lines inside the margin.
const AVERAGE_CHARACTER_EM = 0.64;

function posterTitle(title: string): string[] {
  const lines = wrapWords(title, 11);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(76, Math.floor(POSTER_TEXT_WIDTH / (longest * AVERAGE_CHARACTER_EM)));
  const lineHeight = Math.round(fontSize * 1.2);
  const blockTop = Math.round(POSTER.height * 0.82 - lines.length * lineHeight);
  const fontfile = findTitleFont();
  return lines.map(
    (line, index) =>
      `drawtext=${filterOptions({
        fontfile,
        expansion: 'none',
        text: line,
        fontsize: fontSize,
        fontcolor: 'white',
        shadowcolor: 'black@0.8',
        shadowx: 3,
        shadowy: 3,
        x: '(w-text_w)/2',
        y: blockTop + index * lineHeight,
      })}`,
  );
}

/** Greedy word wrap; a single word longer than the limit gets a line of its own. */
function wrapWords(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxCharacters) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
