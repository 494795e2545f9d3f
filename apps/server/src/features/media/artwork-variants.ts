// Sized, versioned copies of a title's artwork (issue 13 points 3 and 5): beside `poster.jpg` the
// JPEG again as `poster.<hash>.jpg` and WebP copies in the widths screens ask for
// (`poster.<hash>-320w.webp`), the hash taken from the JPEG's bytes. The stored URL is the versioned
// JPEG; screens derive the srcset from it (contract artworkSources) and the media origin caches
// these names for good. Idempotent: nothing is written when the files for this content exist; copies
// of earlier content (a repainted title) are removed. sharp (libvips) encodes WebP in milliseconds.
import { createHash } from 'node:crypto';
import { access, copyFile, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  ARTWORK_HASH_LENGTH,
  ARTWORK_VARIANT_WIDTHS,
  artworkVariantName,
  versionedArtworkName,
  type ArtworkVariantKind,
} from '@ott/contract';

/** Bump when widths or encoding change: the hash (so every URL) changes with it. */
const VARIANTS_VERSION = 1;
/** Painted artwork is soft; 72 keeps its gradients clean at about a quarter of the JPEG's bytes. */
const WEBP_QUALITY = 72;

const exists = (file: string) => access(file).then(() => true, () => false);

/** Writes what is missing for `{kind}.jpg` in `dir`; returns the versioned JPEG's file name. */
export async function writeArtworkVariants(dir: string, kind: ArtworkVariantKind): Promise<string> {
  const source = await readFile(join(dir, `${kind}.jpg`));
  const hash = createHash('sha256').update(`artwork-variants-v${VARIANTS_VERSION}\n`).update(source).digest('hex').slice(0, ARTWORK_HASH_LENGTH);
  const jpeg = versionedArtworkName(kind, hash);
  const widths = ARTWORK_VARIANT_WIDTHS[kind];
  const wanted = [...widths.map((width) => artworkVariantName(kind, hash, width)), jpeg];
  const present = await Promise.all(wanted.map((name) => exists(join(dir, name))));
  if (present.every(Boolean)) return jpeg;

  // Each file appears whole (temp name, then rename); the versioned JPEG last, once its widths exist.
  for (const width of widths) {
    const name = artworkVariantName(kind, hash, width);
    const temp = join(dir, `.${name}.tmp`);
    await sharp(source).resize({ width }).webp({ quality: WEBP_QUALITY }).toFile(temp);
    await rename(temp, join(dir, name));
  }
  await copyFile(join(dir, `${kind}.jpg`), join(dir, `.${jpeg}.tmp`));
  await rename(join(dir, `.${jpeg}.tmp`), join(dir, jpeg));

  const stale = new RegExp(`^${kind}\\.(?!${hash})[0-9a-f]{${ARTWORK_HASH_LENGTH}}[.-]`);
  for (const name of await readdir(dir)) if (stale.test(name)) await rm(join(dir, name), { force: true });
  return jpeg;
}
