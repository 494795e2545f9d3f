import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PREFERRED_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
];
const NOTO_DIRECTORY = '/usr/share/fonts/truetype/noto';

let cachedFont: string | null | undefined;

/**
 * A bold sans font for burned-in titles, or undefined to let drawtext ask fontconfig.
 * Looked up once per process: the font set does not change while the server runs.
 */
export function findTitleFont(): string | undefined {
  if (cachedFont === undefined) cachedFont = PREFERRED_FONTS.find((path) => existsSync(path)) ?? findAnyNotoSans() ?? null;
  return cachedFont ?? undefined;
}

function findAnyNotoSans(): string | null {
  try {
    const name = readdirSync(NOTO_DIRECTORY)
      .filter((file) => /^NotoSans-.*\.ttf$/.test(file))
      .sort()[0];
    return name ? join(NOTO_DIRECTORY, name) : null;
  } catch {
    return null;
  }
}

export interface PosterFont {
  readonly file: string | undefined;
  /** Glyph widths relative to Liberation Sans Narrow Bold, which the layout tables describe. */
  readonly widthFactor: number;
  /** For the small subtitle: a face with thin spaces (U+2009/U+200A) allows letter-spacing. */
  readonly subtitleFile: string | undefined;
  readonly canTrackSubtitle: boolean;
}

const POSTER_FACES = [
  { file: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf', widthFactor: 1 },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf', widthFactor: 1.2 },
] as const;
// DejaVu covers General Punctuation; Liberation lacks the thin spaces and would draw boxes.
const TRACKING_FACE = '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf';

let cachedPosterFont: PosterFont | undefined;

/** A condensed bold face for key-art titles (posters set titles narrow and large). */
export function findPosterFont(): PosterFont {
  if (cachedPosterFont) return cachedPosterFont;
  const face = POSTER_FACES.find((candidate) => existsSync(candidate.file)) ?? { file: findTitleFont(), widthFactor: 1.35 };
  const canTrackSubtitle = existsSync(TRACKING_FACE);
  cachedPosterFont = { ...face, subtitleFile: canTrackSubtitle ? TRACKING_FACE : face.file, canTrackSubtitle };
  return cachedPosterFont;
}
