// Title and subtitle typography for generated key art: condensed capitals fitted to a box by
// estimated glyph widths (drawtext cannot measure before drawing), wrapped onto up to three
// balanced lines, and a letter-spaced subtitle in the palette's accent colour.
import { filterOptions } from './filter-escape.ts';
import type { PosterFont } from './font-file.ts';

export interface TextBlock {
  /** Left edge, or the centre line when `align` is 'center'. */
  readonly x: number;
  readonly align: 'left' | 'center';
  readonly maxWidth: number;
  /** Where the title's last line ends; the subtitle goes below it. */
  readonly bottom: number;
  readonly maxFontSize: number;
  readonly maxLines: number;
  readonly subtitleSize: number;
}

// Advance widths of Liberation Sans Narrow Bold capitals in em, measured with drawtext.
const WIDE: Record<string, number> = { M: 0.67, W: 0.77, O: 0.64, Q: 0.64, G: 0.62, A: 0.59, C: 0.59, D: 0.6, H: 0.6, N: 0.6, R: 0.59, U: 0.6 };
const NARROW: Record<string, number> = { ' ': 0.23, I: 0.22, J: 0.46, L: 0.5, T: 0.5, F: 0.5, E: 0.55, '-': 0.27 };
const charWidth = (character: string) =>
  WIDE[character] ?? NARROW[character] ?? (/[0-9]/.test(character) ? 0.46 : /[A-Z]/.test(character) ? 0.56 : 0.3);
const textWidthEm = (text: string) => [...text].reduce((sum, character) => sum + charWidth(character), 0);

/** Indic scripts need shaping (conjuncts, reordered vowel signs) that drawtext in ffmpeg 5.1 lacks. */
export const needsComplexShaping = (text: string) => /[\u0900-\u0DFF]/.test(text);

/** Every way to cut the words into `count` lines, keeping order. */
function splits(words: readonly string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const result: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut += 1) {
    for (const rest of splits(words.slice(cut), count - 1)) result.push([words.slice(0, cut).join(' '), ...rest]);
  }
  return result;
}

export function layoutTitle(title: string, block: TextBlock, font: PosterFont): { lines: string[]; fontSize: number } {
  const words = title.toUpperCase().trim().split(/\s+/);
  let best = { lines: [words.join(' ')], fontSize: 0, score: -1 };
  for (let count = 1; count <= Math.min(block.maxLines, words.length); count += 1) {
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map(textWidthEm)) * font.widthFactor;
      const fontSize = Math.floor(Math.min(block.maxFontSize, (block.maxWidth * 0.96) / widest));
      // A third line crowds the picture: only worth it for a much larger type size.
      const score = fontSize * (count === 3 ? 0.8 : 1);
      if (score > best.score) best = { lines, fontSize, score };
    }
  }
  return { lines: best.lines, fontSize: best.fontSize };
}

/** Letter-spaced capitals: a hair space between letters (a word space stays a word space). */
const tracked = (text: string) => [...text.toUpperCase()].join('\u200a');

/** `extra` goes into every drawtext (a demo clip fades its type in with an `alpha` expression). */
export function textFilters(
  block: TextBlock,
  font: PosterFont,
  title: string | undefined,
  subtitle: string | undefined,
  accent: string,
  extra: Readonly<Record<string, string | number>> = {},
): string[] {
  const x = block.align === 'center' ? '(w-text_w)/2' : String(block.x);
  const filters: string[] = [];
  let bottom = block.bottom;
  if (title) {
    const { lines, fontSize } = layoutTitle(title, block, font);
    const lineHeight = Math.round(fontSize * 0.98);
    const top = block.bottom - lines.length * lineHeight;
    lines.forEach((line, index) =>
      filters.push(
        `drawtext=${filterOptions({
          fontfile: font.file,
          expansion: 'none',
          text: line,
          fontsize: fontSize,
          fontcolor: 'white',
          shadowcolor: 'black@0.55',
          shadowx: 0,
          shadowy: Math.max(2, Math.round(fontSize / 24)),
          x,
          y: top + index * lineHeight,
          ...extra,
        })}`,
      ),
    );
  } else {
    bottom -= block.subtitleSize * 2;
  }
  if (subtitle) {
    filters.push(
      `drawtext=${filterOptions({
        fontfile: font.subtitleFile,
        expansion: 'none',
        text: font.canTrackSubtitle ? tracked(subtitle) : subtitle.toUpperCase(),
        fontsize: block.subtitleSize,
        fontcolor: accent,
        x,
        y: bottom + Math.round(block.subtitleSize * 0.8),
        ...extra,
      })}`,
    );
  }
  return filters;
}
