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
